import type { Schema } from '@earshot/sdk-core';
import type { SpendingLimitsFormInput, SpendingLimitsFormOutput } from '@earshot/validators';
import { useId } from 'react';
import { FormActions } from '../Form/FormActions.tsx';
import { FormField } from '../Form/FormField.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCampaigns } from '../hooks/resources/campaigns.ts';
import { useSpendingLimits, useUpdateSpendingLimits } from '../hooks/resources/spendingLimits.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { NumberField } from '../NumberField/NumberField.tsx';
import { QueryStates } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './Billing.css.ts';

type SpendingLimitsAnswer = Schema<'SpendingLimits'>;
type Campaign = Schema<'Campaign'>;
type FormValues = SpendingLimitsFormInput;

/** The spending limits form's rules, loaded at the form's first focus or check. */
const spendingLimitsResolver = lazyResolver<FormValues, SpendingLimitsFormOutput>(() =>
  import('./billingChecks.ts').then((checks) => checks.spendingLimitsResolver),
);

const MONEY = { style: 'currency', currency: 'USD' } as const;

/** Props of {@link SpendingLimits}. */
export interface SpendingLimitsProps {
  /** The advertiser; the user must manage its billing (roles 1, 2, admins), or the API answers 403. */
  advertiserId: string;
  /** Shows the limits with the fields and the save button disabled. */
  isReadOnly: boolean;
}

/**
 * The spending limits of billing settings: a monthly limit for all campaigns and a monthly cap for
 * each campaign that has not ended, with this month's spend and whether a limit stopped delivery.
 * An empty field is no limit.
 */
export function SpendingLimits({ advertiserId, isReadOnly }: SpendingLimitsProps) {
  const t = useBillingMessage();
  const titleId = useId();
  const limits = useSpendingLimits(advertiserId);
  const campaigns = useCampaigns(advertiserId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('billing.limits.title')}
      </h2>
      <p className={styles.status}>{t('billing.limits.description')}</p>
      <QueryStates
        query={limits}
        loading={<Skeleton lines={3} label={t('billing.limits.loading')} />}
        loadFailed={t('billing.limits.loadFailed')}
        retryLabel={t('billing.retry')}
      >
        {(saved) =>
          campaigns.data ? (
            <SpendingLimitsForm
              // A new answer (saved here or elsewhere) starts the form again from it.
              key={JSON.stringify(saved)}
              advertiserId={advertiserId}
              saved={saved}
              campaigns={campaigns.data.filter((campaign) => campaign.status !== 'completed')}
              isReadOnly={isReadOnly}
            />
          ) : (
            <Skeleton lines={3} label={t('billing.limits.loading')} />
          )
        }
      </QueryStates>
    </section>
  );
}

interface SpendingLimitsFormProps {
  advertiserId: string;
  saved: SpendingLimitsAnswer;
  campaigns: Campaign[];
  isReadOnly: boolean;
}

function SpendingLimitsForm({ advertiserId, saved, campaigns, isReadOnly }: SpendingLimitsFormProps) {
  const t = useBillingMessage();
  const format = useFormatters();
  const update = useUpdateSpendingLimits();
  const caps = new Map(saved.campaign_caps.map((cap) => [cap.campaign_id, cap]));
  const { form, problem, onSubmit, preloadChecks } = useEntityForm<
    FormValues,
    SpendingLimitsFormOutput,
    SpendingLimitsAnswer
  >({
    resolver: spendingLimitsResolver,
    defaultValues: {
      monthly_limit: saved.monthly_limit,
      campaign_caps: campaigns.map((campaign) => ({
        campaign_id: campaign.id,
        monthly_cap: caps.get(campaign.id)?.monthly_cap ?? null,
      })),
    } satisfies FormValues,
    save: (body) => update.mutateAsync({ advertiserId, body }),
    failed: (message) => t('billing.limits.saveFailed', { message }),
    savedMessage: () => t('billing.limits.saved'),
  });
  const spent = (amount: number, reached: boolean) =>
    `${t('billing.limits.spent', { amount: format.currency(amount, saved.currency) })}${reached ? ` · ${t('billing.limits.reached')}` : ''}`;
  const moneyField = (label: string, description: string | undefined) =>
    function render(field: {
      value: number | null;
      onChange: (value: number | null) => void;
      onBlur: () => void;
      isInvalid: boolean;
      errorMessage: string | undefined;
    }) {
      return (
        <NumberField
          label={label}
          description={description}
          formatOptions={MONEY}
          minValue={0}
          value={field.value ?? Number.NaN}
          onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
          onBlur={field.onBlur}
          isInvalid={field.isInvalid}
          errorMessage={field.errorMessage}
          isDisabled={isReadOnly}
        />
      );
    };
  return (
    <form
      onSubmit={onSubmit}
      onFocus={preloadChecks}
      noValidate
      className={styles.dialogBody}
      data-readonly={isReadOnly || undefined}
    >
      <FormProblem problem={problem} />
      <div className={styles.limitFields}>
        <FormField
          control={form.control}
          name="monthly_limit"
          render={moneyField(t('billing.limits.monthly'), spent(saved.month_spend, saved.reached))}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('billing.limits.campaigns')}</legend>
        {campaigns.length === 0 ? (
          <p className={styles.status}>{t('billing.limits.noCampaigns')}</p>
        ) : (
          <div className={styles.limitFields}>
            {campaigns.map((campaign, index) => {
              const cap = caps.get(campaign.id);
              return (
                <FormField
                  key={campaign.id}
                  control={form.control}
                  name={`campaign_caps.${index}.monthly_cap`}
                  render={moneyField(campaign.name, cap ? spent(cap.month_spend, cap.reached) : undefined)}
                />
              );
            })}
          </div>
        )}
      </fieldset>
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('billing.limits.save')}
        isDisabled={isReadOnly}
      />
    </form>
  );
}

import type { Schema } from '@earshot/sdk-core';
import { FormActions } from '../Form/FormActions.tsx';
import { FormProblem } from '../Form/FormProblem.tsx';
import { FormTextField } from '../Form/FormTextField.tsx';
import { lazyResolver } from '../Form/lazyResolver.ts';
import { useEntityForm } from '../Form/useEntityForm.ts';
import { useCreateBillingInfo, useUpdateBillingInfo } from '../hooks/resources/billing.ts';
import { useBillingMessage } from '../i18n/billing/useBillingMessage.ts';
import * as styles from './Billing.css.ts';

type BillingInfo = Schema<'BillingInfo'>;

/** The form's fields, in the order shown. */
const FIELDS = [
  'company_name',
  'address_line1',
  'address_line2',
  'city',
  'postal_code',
  'country',
  'tax_id',
  'email',
] as const;

type FieldName = (typeof FIELDS)[number];
type FormValues = Record<FieldName, string>;

/** The body rules of `createBillingInfo`, plus spec §5's zip code (five digits) for US addresses. */
const billingInfoResolver = lazyResolver<FormValues>(() =>
  import('./billingChecks.ts').then((checks) => checks.billingInfoResolver as never),
);

const REQUIRED = new Set<FieldName>([
  'company_name',
  'address_line1',
  'city',
  'postal_code',
  'country',
  'email',
]);

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

function toValues(billing: BillingInfo | null): FormValues {
  return Object.fromEntries(FIELDS.map((name) => [name, billing?.[name] ?? ''])) as FormValues;
}

/** Props of {@link BillingInfoForm}. */
export interface BillingInfoFormProps {
  advertiserId: string;
  /** The saved billing information, or `null` when there is none yet. */
  billing: BillingInfo | null;
  isReadOnly: boolean;
}

/**
 * The billing information form. The first save creates the buyer, later saves update it; both ask
 * for buyer qualification (`qualify-buyer=true`) and record the 'billing' onboarding step.
 */
export function BillingInfoForm({ advertiserId, billing, isReadOnly }: BillingInfoFormProps) {
  const t = useBillingMessage();
  const create = useCreateBillingInfo();
  const update = useUpdateBillingInfo();
  const { form, problem, onSubmit, preloadChecks } = useEntityForm<FormValues, FormValues, BillingInfo>({
    resolver: billingInfoResolver,
    defaultValues: toValues(billing),
    save: (values) => {
      const body = { ...values, address_line2: values.address_line2 || null, tax_id: values.tax_id || null };
      const query = { 'qualify-buyer': true };
      return billing
        ? update.mutateAsync({ advertiserId, body, query })
        : create.mutateAsync({ advertiserId, body, query });
    },
    valuesOf: toValues,
    failed: (message) => t('billing.info.saveFailed', { message }),
    savedMessage: () => t('billing.info.saved'),
    // The server's field problems go next to their fields; what was typed stays.
    fieldOf: (name) => (isField(name) ? name : undefined),
  });

  return (
    <form onSubmit={onSubmit} onFocus={preloadChecks} noValidate className={styles.section}>
      {billing ? (
        <p className={styles.status} data-qualified={billing.qualified}>
          {t('billing.info.buyer', { buyerId: billing.buyer_id })} ·{' '}
          {t(billing.qualified ? 'billing.info.qualified' : 'billing.info.notQualified')}
        </p>
      ) : (
        <p className={styles.status}>{t('billing.info.none')}</p>
      )}
      <FormProblem problem={problem} />
      <div className={styles.fields}>
        {FIELDS.map((name) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={t(`billing.field.${name}`)}
            description={
              name === 'postal_code' || name === 'country'
                ? t(`billing.field.${name}.description`)
                : undefined
            }
            type={name === 'email' ? 'email' : 'text'}
            isRequired={REQUIRED.has(name)}
            isDisabled={isReadOnly}
            normalize={name === 'country' ? (value) => value.toUpperCase() : undefined}
          />
        ))}
      </div>
      <FormActions
        control={form.control}
        className={styles.actions}
        submitLabel={t('billing.info.save')}
        isDisabled={isReadOnly}
      />
    </form>
  );
}

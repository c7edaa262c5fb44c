import { CAMPAIGN_TYPES, CPA_CAMPAIGN_RULES, PACING_TYPES } from '@earshot/validators';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBillingTypes } from '../hooks/resources/advertisers.ts';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './CampaignEditor.css.ts';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import {
  CampaignNumberField,
  type CampaignOption,
  CampaignSelectField,
  CampaignTextField,
} from './CampaignFields.tsx';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { FlightDates } from './FlightDates.tsx';
import { FrequencyCapField } from './FrequencyCapField.tsx';
import { GoalChooser } from './GoalChooser.tsx';
import { useBillingTypeName } from './useBillingTypeName.ts';

/** Keeps pacing on 8 while the campaign is a CPA campaign, and off 8 once it no longer is. */
function useCpaPacing() {
  const { cpa, readOnly } = useCampaignEditor();
  const { getValues, setValue } = useFormContext<CampaignFormValues>();
  useEffect(() => {
    if (readOnly) return;
    const pacing = getValues('pacing_type');
    if (cpa && pacing !== CPA_CAMPAIGN_RULES.pacingType) {
      setValue('pacing_type', CPA_CAMPAIGN_RULES.pacingType, { shouldDirty: true });
    } else if (!cpa && pacing === CPA_CAMPAIGN_RULES.pacingType) {
      setValue('pacing_type', 1, { shouldDirty: true });
    }
  }, [cpa, readOnly, getValues, setValue]);
}

/** Name, goal, type, budgets, flight dates, pacing, frequency cap and billing type. */
export function GeneralInformationTab() {
  const t = useCampaignMessage();
  const { number } = useFormatters();
  const { cpa, cpaUser } = useCampaignEditor();
  const billingTypes = useBillingTypes();
  const billingTypeName = useBillingTypeName();
  const billingType = useWatch<CampaignFormValues, 'billing_type'>({ name: 'billing_type' });
  useCpaPacing();

  const campaignTypes: CampaignOption[] = CAMPAIGN_TYPES.map(({ value }) => ({
    value,
    label: t(`campaigns.campaignType.${value}` as CampaignMessageKey),
  }));
  const pacingTypes: CampaignOption[] = cpa
    ? [{ value: CPA_CAMPAIGN_RULES.pacingType, label: t('campaigns.pacing.8') }]
    : PACING_TYPES.map(({ value }) => ({
        value,
        label: t(`campaigns.pacing.${value}` as CampaignMessageKey),
      }));
  const served = billingTypes.data?.billing_types ?? [];
  // The campaign's own billing type stays choosable while the list loads or if the list lacks it.
  const billingIds = served.some((type) => type.id === billingType)
    ? served.map((type) => type.id)
    : [...served.map((type) => type.id), billingType];
  const billingOptions: CampaignOption[] = billingIds.map((id) => ({
    value: id,
    label: billingTypeName(id, served),
  }));

  return (
    <div className={styles.stack}>
      <CampaignTextField name="name" label={t('campaigns.field.name')} />
      <GoalChooser />
      <div className={styles.columns}>
        <CampaignSelectField
          name="campaign_type"
          label={t('campaigns.field.campaignType')}
          options={campaignTypes}
        />
        <CampaignSelectField
          name="billing_type"
          label={t('campaigns.field.billingType')}
          options={billingOptions}
          isDisabled={cpaUser}
          {...(cpaUser ? { description: t('campaigns.field.billingType.cpaUser') } : {})}
        />
      </div>
      {cpa ? (
        <p className={styles.notice} role="note">
          {t('campaigns.cpa.rules', {
            days: CPA_CAMPAIGN_RULES.minDurationDays,
            budget: number(CPA_CAMPAIGN_RULES.minBudget),
          })}
        </p>
      ) : null}
      <div className={styles.columns}>
        <CampaignNumberField name="budget" label={t('campaigns.field.budget')} minValue={0} />
        <CampaignNumberField
          name="max_daily_budget"
          label={t('campaigns.field.maxDailyBudget')}
          description={t('campaigns.field.maxDailyBudget.description')}
          minValue={0}
        />
      </div>
      <FlightDates />
      <CampaignSelectField
        name="pacing_type"
        label={t('campaigns.field.pacing')}
        options={pacingTypes}
        isDisabled={cpa}
        {...(cpa ? { description: t('campaigns.field.pacing.cpa') } : {})}
      />
      <FrequencyCapField />
    </div>
  );
}

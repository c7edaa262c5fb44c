import type { CampaignForm, CampaignGoal } from '@earshot/validators';
import { CPA_CAMPAIGN_RULES, CPM_BILLING_TYPE, createCampaignFormSchema } from '@earshot/validators';

/**
 * What the campaign editor holds while the user types: the campaign form's fields, with the
 * budget and goal empty until chosen and the dates as `YYYY-MM-DD` strings ('' while unset).
 * The status is not edited here: saving keeps it, launching sets it.
 */
export type CampaignFormValues = Omit<CampaignForm, 'budget' | 'goal' | 'status'> & {
  budget: number | null;
  goal: CampaignGoal | null;
};

/** The values of a campaign that does not exist yet; a CPA user's starts billed and paced per action. */
export function emptyCampaignValues(cpa: boolean): CampaignFormValues {
  // Parsing a minimal regular campaign fills in every default the schema knows.
  const { status: _status, ...defaults } = createCampaignFormSchema().parse({
    name: 'x',
    goal: 'sales',
    campaign_type: 1,
    budget: 1,
    start_date: '2000-01-01',
    end_date: '2000-01-01',
    pacing_type: 1,
    billing_type: CPM_BILLING_TYPE,
  });
  return {
    ...defaults,
    name: '',
    goal: null,
    budget: null,
    start_date: '',
    end_date: '',
    ...(cpa
      ? { pacing_type: CPA_CAMPAIGN_RULES.pacingType, billing_type: CPA_CAMPAIGN_RULES.billingType }
      : {}),
  };
}

/**
 * The values as the campaign schema reads them: empty entries become missing, so the schema
 * reports them as required instead of as malformed.
 */
export function campaignFormInput(values: CampaignFormValues, status: 'draft' | 'scheduled') {
  const { budget, goal, start_date, end_date, ...rest } = values;
  return {
    ...rest,
    status,
    ...(budget === null || Number.isNaN(budget) ? {} : { budget }),
    ...(goal === null ? {} : { goal }),
    ...(start_date === '' ? {} : { start_date }),
    ...(end_date === '' ? {} : { end_date }),
  };
}

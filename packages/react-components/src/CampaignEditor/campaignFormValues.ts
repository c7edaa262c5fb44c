import type { Campaign, CampaignForm, CampaignGoal } from '@earshot/validators';
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

/** The editable values of a saved campaign, typed as the campaign holds them (a copy's body takes them too). */
export function campaignValues(campaign: Campaign) {
  return {
    name: campaign.name,
    goal: campaign.goal,
    campaign_type: campaign.campaign_type,
    budget: campaign.budget,
    max_daily_budget: campaign.max_daily_budget,
    frequency_cap: campaign.frequency_cap,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    pacing_type: campaign.pacing_type,
    billing_type: campaign.billing_type,
    playlist_ids: campaign.playlist_ids,
    deal_ids: campaign.deal_ids,
    targeting: campaign.targeting,
    audience_ids: campaign.audience_ids,
    creative_ids: campaign.creative_ids,
    optimization: campaign.optimization,
  } satisfies CampaignFormValues;
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

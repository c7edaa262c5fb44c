import type { CampaignForm, CampaignGoal } from '@earshot/validators';
import { CPA_CAMPAIGN_RULES, CPM_BILLING_TYPE, DEFAULT_BRAND_SAFETY_LEVELS } from '@earshot/validators';

/**
 * What the campaign editor holds while the user types: the campaign form's fields, with the
 * budget and goal empty until chosen and the dates as `YYYY-MM-DD` strings ('' while unset).
 * The status is not edited here: saving keeps it, launching sets it.
 */
export type CampaignFormValues = Omit<CampaignForm, 'budget' | 'goal' | 'status'> & {
  budget: number | null;
  goal: CampaignGoal | null;
};

/**
 * The values of a campaign that does not exist yet; a CPA user's starts billed and paced per action.
 * Every default of the campaign form schema, written out so that the editor renders before the
 * schemas load (they load with the form's checks); a test holds them to the schema's.
 */
export function emptyCampaignValues(cpa: boolean): CampaignFormValues {
  return {
    name: '',
    goal: null,
    campaign_type: 1,
    budget: null,
    max_daily_budget: null,
    frequency_cap: null,
    start_date: '',
    end_date: '',
    pacing_type: cpa ? CPA_CAMPAIGN_RULES.pacingType : 1,
    billing_type: cpa ? CPA_CAMPAIGN_RULES.billingType : CPM_BILLING_TYPE,
    playlist_ids: [],
    deal_ids: [],
    targeting: {
      geo: { countries: [], regions: [], cities: [], zip_codes: [] },
      players: [],
      inventory: [],
      placement: [],
      audiences: [],
      languages: [],
      dayparting: [],
      brand_suitability: { categories: { ...DEFAULT_BRAND_SAFETY_LEVELS }, partners: [] },
      data_partners: [],
    },
    audience_ids: [],
    creative_ids: [],
    optimization: { conversion_events: [], attribution_window_days: 30, tracking_urls: [] },
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

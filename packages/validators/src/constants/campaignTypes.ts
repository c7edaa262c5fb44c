/** How a campaign's budget is counted (spec §3): 1 Spend, 2 Impressions. */
export const CAMPAIGN_TYPES = [
  { value: 1, label: 'Spend' },
  { value: 2, label: 'Impressions' },
] as const;

/** A campaign type value: `1` (Spend) or `2` (Impressions). */
export type CampaignType = (typeof CAMPAIGN_TYPES)[number]['value'];

/** The campaign type of CPM campaigns (spec §9). */
export const CPM_CAMPAIGN_TYPE = 2;

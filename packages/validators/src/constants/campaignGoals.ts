/** What a campaign is optimised for, as offered by the campaign goal chooser (spec §3). */
export const CAMPAIGN_GOALS = [
  { value: 'sales', label: 'Sales' },
  { value: 'custom', label: 'Custom' },
  { value: 'lead-generation', label: 'Lead generation' },
  { value: 'brand', label: 'Brand' },
  { value: 'website-traffic', label: 'Website traffic' },
] as const;

/** A campaign goal value, e.g. `'lead-generation'`. */
export type CampaignGoal = (typeof CAMPAIGN_GOALS)[number]['value'];

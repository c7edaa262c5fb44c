/** Campaign states. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'completed'] as const;

/** One of {@link CAMPAIGN_STATUSES}. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

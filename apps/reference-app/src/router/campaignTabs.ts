/** The campaign editor's tabs, in order (spec §2). */
export const CAMPAIGN_TABS = [
  'general-information',
  'inventory',
  'targeting',
  'audience',
  'creatives',
  'optimization-and-attribution',
  'summary',
] as const;

/** A tab of the campaign editor. */
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** The targeting tab's sub-tabs, in order (spec §2). */
export const TARGETING_TABS = [
  'geo',
  'players',
  'inventory',
  'placement',
  'audiences',
  'languages',
  'dayparting',
  'brand-suitability',
  'data-partners',
] as const;

/** A sub-tab of campaign targeting. */
export type TargetingTab = (typeof TARGETING_TABS)[number];

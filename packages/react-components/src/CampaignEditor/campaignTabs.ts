/** The editor's tabs, in order (spec §2). */
export const CAMPAIGN_EDITOR_TABS = [
  'general-information',
  'inventory',
  'targeting',
  'audience',
  'creatives',
  'optimization-and-attribution',
  'summary',
] as const;

/** A tab of the campaign editor, e.g. `'targeting'`. */
export type CampaignEditorTab = (typeof CAMPAIGN_EDITOR_TABS)[number];

/** The targeting sub-tabs, in order (spec §2). */
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

/** A targeting sub-tab, e.g. `'dayparting'`. */
export type TargetingTab = (typeof TARGETING_TABS)[number];

/** Whether `value` names a tab of the editor; routers use it to send unknown tabs to the first. */
export function isCampaignEditorTab(value: unknown): value is CampaignEditorTab {
  return CAMPAIGN_EDITOR_TABS.some((tab) => tab === value);
}

const TAB_OF_FIELD: Record<string, CampaignEditorTab> = {
  playlist_ids: 'inventory',
  deal_ids: 'inventory',
  targeting: 'targeting',
  audience_ids: 'audience',
  creative_ids: 'creatives',
  optimization: 'optimization-and-attribution',
};

/** The tab holding the field at a dotted path (`'targeting.geo.zip_codes.0'` → `'targeting'`). */
export function tabOfField(path: string): CampaignEditorTab {
  return TAB_OF_FIELD[path.split('.')[0] ?? ''] ?? 'general-information';
}

import { useCallback } from 'react';
import { type CampaignMessageKey, useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import type { CampaignEditorTab } from './campaignTabs.ts';

/**
 * The name of a campaign editor tab as the editor's tab list shows it, e.g. 'Targeting', in the
 * provider's locale: for an embedding app's breadcrumbs and titles.
 */
export function useCampaignTabLabel(): (tab: CampaignEditorTab) => string {
  const t = useCampaignMessage();
  return useCallback((tab) => t(`campaigns.tab.${tab}` as CampaignMessageKey), [t]);
}

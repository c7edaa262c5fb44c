import { type ReactNode, Suspense } from 'react';
import { useCampaignMessage } from '../i18n/campaigns/useCampaignMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { TabPanel } from '../Tabs/Tabs.tsx';
import type { CampaignEditorTab } from './campaignTabs.ts';

/** Props of {@link LazyTabPanel}. */
export interface LazyTabPanelProps {
  id: CampaignEditorTab;
  /** The tab's content, a component whose code loads on demand. */
  children: ReactNode;
}

/** A tab panel whose content loads when the tab opens: the editor's loading lines hold its place meanwhile. */
export function LazyTabPanel({ id, children }: LazyTabPanelProps) {
  const t = useCampaignMessage();
  return (
    <TabPanel id={id}>
      <Suspense fallback={<Skeleton lines={6} label={t('campaigns.loading')} />}>{children}</Suspense>
    </TabPanel>
  );
}

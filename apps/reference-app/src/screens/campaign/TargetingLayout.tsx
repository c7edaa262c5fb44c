import { Outlet, useLocation, useOutletContext, useParams } from 'react-router';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import { TARGETING_TABS } from '../../router/campaignTabs.ts';
import { useAdvertiserPath } from '../useActiveAdvertiser.ts';
import type { CampaignOutletContext } from './campaignContext.ts';
import { TabLinks } from './TabLinks.tsx';

/** The targeting step: its sub-tabs, each a route. */
export function TargetingLayout() {
  const t = useAppMessage();
  const { id = '' } = useParams();
  const path = useAdvertiserPath();
  const context = useOutletContext<CampaignOutletContext>();
  const current = useLocation().pathname.split('/')[5];
  return (
    <>
      <TabLinks
        label={t('campaign.targetingTabs')}
        current={current}
        tabs={TARGETING_TABS.map((tab) => ({
          id: tab,
          label: t(`targetingTab.${tab}`),
          href: path(`campaigns/${encodeURIComponent(id)}/targeting/${tab}`),
        }))}
      />
      <Outlet context={context} />
    </>
  );
}

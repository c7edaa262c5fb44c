import { Link, PageHeader, useCampaign } from '@earshot/react-components';
import { Outlet, useLocation, useParams } from 'react-router';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import { CAMPAIGN_TABS } from '../../router/campaignTabs.ts';
import { QueryView } from '../QueryView.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from '../useActiveAdvertiser.ts';
import type { CampaignOutletContext } from './campaignContext.ts';
import { TabLinks } from './TabLinks.tsx';

/** campaigns/{id}: the campaign's steps as tabs over the campaign's real data; id 'new' creates one. */
export function CampaignScreen() {
  const t = useAppMessage();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const isNew = id === 'new';
  const campaign = useCampaign(advertiser.uuid, isNew ? null : id);
  const current = pathname.split('/')[4];
  const tabs = (
    <TabLinks
      label={t('campaign.tabs')}
      current={current}
      tabs={CAMPAIGN_TABS.map((tab) => ({
        id: tab,
        label: t(`campaignTab.${tab}`),
        href: path(`campaigns/${encodeURIComponent(id)}/${tab}`),
      }))}
    />
  );
  const back = <Link href={path('campaigns')}>{t('navigation.campaigns')}</Link>;
  if (isNew) {
    return (
      <>
        <PageHeader title={t('action.newCampaign')} description={t('screen.newEntity')} actions={back} />
        {tabs}
        <Outlet context={{ campaign: null } satisfies CampaignOutletContext} />
      </>
    );
  }
  return (
    <QueryView query={campaign}>
      {(loaded) => (
        <>
          <PageHeader title={loaded.name} description={t('page.campaign')} actions={back} />
          {tabs}
          <Outlet context={{ campaign: loaded } satisfies CampaignOutletContext} />
        </>
      )}
    </QueryView>
  );
}

import {
  CampaignEditor,
  CampaignLeaveDialog,
  isCampaignEditorTab,
  PageHeader,
  TARGETING_TABS,
  type TargetingTab,
  useCampaign,
  useCampaignTabLabel,
} from '@earshot/react-components';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import { PageTrail } from '../../layout/PageTrail.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from '../useActiveAdvertiser.ts';
import { useLeaveCampaignBlocker } from './useLeaveCampaignBlocker.ts';

const isTargetingTab = (value: string | undefined): value is TargetingTab =>
  TARGETING_TABS.some((tab) => tab === value);

/**
 * campaigns/{id}/{tab}[/{sub}]: the campaign editor, its tab and targeting sub-tab in the path; id 'new'
 * creates a campaign. Breadcrumbs lead back to the campaigns, and the document is titled after the campaign.
 */
export function CampaignScreen() {
  const t = useAppMessage();
  const tabLabel = useCampaignTabLabel();
  const { id = 'new' } = useParams();
  const [, , , , tabSegment, subTab] = useLocation().pathname.split('/');
  const navigate = useNavigate();
  const { config } = useAppServices();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const isNew = id === 'new';
  const campaign = useCampaign(advertiser.uuid, isNew ? null : id);
  const tab = isCampaignEditorTab(tabSegment) ? tabSegment : 'general-information';
  const tabPath = (campaignId: string, next: string) =>
    path(`campaigns/${encodeURIComponent(campaignId)}/${next}`);
  const { onDirtyChange, blocker } = useLeaveCampaignBlocker(path('campaigns/'));
  const title = isNew ? t('action.newCampaign') : (campaign.data?.name ?? t('page.campaign'));
  return (
    <>
      {/* The tab routes render nothing but the redirect of the empty tab to general-information. */}
      <Outlet />
      <PageTrail
        steps={[
          { label: t('navigation.campaigns'), href: path('campaigns') },
          { label: title, href: tabPath(id, 'general-information') },
        ]}
        view={tabLabel(tab)}
      />
      <PageHeader title={title} />
      <CampaignEditor
        advertiserId={advertiser.uuid}
        campaignId={id}
        search={{ baseUrl: config.searchUrl, apiKey: config.searchApiKey }}
        tab={tab}
        onTabChange={(next) => navigate(tabPath(id, next))}
        targetingTab={isTargetingTab(subTab) ? subTab : 'geo'}
        onTargetingTabChange={(next) => navigate(tabPath(id, `targeting/${next}`))}
        // The role of the path's advertiser: temporary admin access counts as role 1.
        userRole={advertiser.user_role}
        onSaved={(saved, { created }) => {
          if (created) navigate(tabPath(saved.id, tab), { replace: true });
        }}
        onDirtyChange={onDirtyChange}
      />
      <CampaignLeaveDialog
        isOpen={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </>
  );
}

import {
  CampaignEditor,
  isCampaignEditorTab,
  Link,
  PageHeader,
  TARGETING_TABS,
  type TargetingTab,
  useCampaign,
} from '@earshot/react-components';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import { useActiveAdvertiser, useAdvertiserPath } from '../useActiveAdvertiser.ts';

const isTargetingTab = (value: string | undefined): value is TargetingTab =>
  TARGETING_TABS.some((tab) => tab === value);

/** campaigns/{id}/{tab}: the campaign editor, its tab in the path; id 'new' creates a campaign. */
export function CampaignScreen() {
  const t = useAppMessage();
  const { id = 'new' } = useParams();
  const [, , , , tabSegment, subTab] = useLocation().pathname.split('/');
  const navigate = useNavigate();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  const isNew = id === 'new';
  const campaign = useCampaign(advertiser.uuid, isNew ? null : id);
  const tab = isCampaignEditorTab(tabSegment) ? tabSegment : 'general-information';
  const tabPath = (campaignId: string, next: string) =>
    path(`campaigns/${encodeURIComponent(campaignId)}/${next}`);
  return (
    <>
      <PageHeader
        title={isNew ? t('action.newCampaign') : (campaign.data?.name ?? t('page.campaign'))}
        actions={<Link href={path('campaigns')}>{t('navigation.campaigns')}</Link>}
      />
      <CampaignEditor
        advertiserId={advertiser.uuid}
        campaignId={id}
        tab={tab}
        onTabChange={(next) => navigate(tabPath(id, next))}
        {...(isTargetingTab(subTab) ? { defaultTargetingTab: subTab } : {})}
        // The role of the path's advertiser: temporary admin access counts as role 1.
        userRole={advertiser.user_role}
        onSaved={(saved, { created }) => {
          if (created) navigate(tabPath(saved.id, tab), { replace: true });
        }}
      />
    </>
  );
}

import { CampaignList, PageHeader } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** campaigns: the advertiser's campaigns, opening in the editor at their first tab. */
export function CampaignsScreen() {
  const t = useAppMessage();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <>
      <PageHeader title={t('navigation.campaigns')} />
      <CampaignList
        advertiserId={advertiser.uuid}
        userRole={advertiser.user_role}
        campaignHref={(id) => path(`campaigns/${encodeURIComponent(id)}/general-information`)}
        newCampaignHref={path('campaigns/new')}
      />
    </>
  );
}

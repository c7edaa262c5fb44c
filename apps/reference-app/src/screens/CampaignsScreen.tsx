import { useCampaigns, useFormatters } from '@earshot/react-components';
import { useAppMessage } from '../i18n/useAppMessage.ts';
import { ListScreen } from './ListScreen.tsx';
import { useActiveAdvertiser, useAdvertiserPath } from './useActiveAdvertiser.ts';

/** campaigns: the advertiser's campaigns. */
export function CampaignsScreen() {
  const t = useAppMessage();
  const format = useFormatters();
  const advertiser = useActiveAdvertiser();
  const path = useAdvertiserPath();
  return (
    <ListScreen
      title={t('navigation.campaigns')}
      query={useCampaigns(advertiser.uuid)}
      href={(campaign) => path(`campaigns/${campaign.id}/general-information`)}
      actions={[{ label: t('action.newCampaign'), href: path('campaigns/new') }]}
      columns={[
        { id: 'name', label: t('column.name'), render: (campaign) => campaign.name },
        { id: 'status', label: t('column.status'), render: (campaign) => campaign.status },
        { id: 'goal', label: t('column.goal'), render: (campaign) => campaign.goal },
        {
          id: 'dates',
          label: t('column.dates'),
          render: (campaign) => `${format.date(campaign.start_date)} – ${format.date(campaign.end_date)}`,
        },
        {
          id: 'budget',
          label: t('column.budget'),
          render: (campaign) => format.currency(campaign.budget, 'USD'),
        },
        {
          id: 'spend',
          label: t('column.spend'),
          render: (campaign) => format.currency(campaign.spend, 'USD'),
        },
        {
          id: 'impressions',
          label: t('column.impressions'),
          render: (campaign) => format.number(campaign.impressions),
        },
      ]}
    />
  );
}

import { useFormatters } from '@earshot/react-components';
import { useLocation } from 'react-router';
import { useAppMessage } from '../../i18n/useAppMessage.ts';
import type { CampaignTab } from '../../router/campaignTabs.ts';
import { DetailList, type DetailListProps } from '../DetailList.tsx';
import { type Campaign, useTabCampaign } from './campaignContext.ts';

const list = (values: readonly (string | number)[]) => (values.length > 0 ? values.join(', ') : null);

/** One step of the campaign editor, showing the fields of that step. */
export function CampaignTabPanel() {
  const t = useAppMessage();
  const format = useFormatters();
  const campaign = useTabCampaign();
  const tab = useLocation().pathname.split('/')[4] as Exclude<CampaignTab, 'targeting'>;
  if (!campaign) return null;

  const entries: Record<Exclude<CampaignTab, 'targeting'>, (c: Campaign) => DetailListProps['entries']> = {
    'general-information': (c) => [
      [t('column.name'), c.name],
      [t('column.goal'), c.goal],
      [t('column.status'), c.status],
      [t('column.dates'), `${format.date(c.start_date)} – ${format.date(c.end_date)}`],
      [t('column.budget'), format.currency(c.budget, 'USD')],
      [t('column.type'), c.campaign_type],
    ],
    inventory: (c) => [[t('navigation.inventory'), list(c.playlist_ids)]],
    audience: (c) => [[t('navigation.audiences'), list(c.audience_ids)]],
    creatives: (c) => [[t('navigation.creatives'), list(c.creative_ids)]],
    'optimization-and-attribution': (c) => [
      [t('pixels.events'), list(c.optimization.conversion_events)],
      [t('campaignTab.optimization-and-attribution'), c.optimization.attribution_window_days],
    ],
    summary: (c) => [
      [t('column.name'), c.name],
      [t('column.spend'), format.currency(c.spend, 'USD')],
      [t('column.impressions'), format.number(c.impressions)],
      [t('column.updatedAt'), format.date(c.updated_at)],
    ],
  };
  return (
    <section aria-label={t(`campaignTab.${tab}`)}>
      <DetailList entries={entries[tab](campaign)} />
    </section>
  );
}

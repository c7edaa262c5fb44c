import type { Campaign, CampaignAction } from '@earshot/validators';
import { CampaignStatusBadge } from '../CampaignStatus/CampaignStatusBadge.tsx';
import { DeliveryBar } from '../CampaignStatus/DeliveryBar.tsx';
import type { PendingCampaignAction } from '../CampaignStatus/useCampaignLifecycle.tsx';
import type {
  CampaignListMessageKey,
  CampaignListTranslate,
} from '../i18n/campaignList/useCampaignListMessage.ts';
import type { Formatters } from '../i18n/useFormatters.ts';
import { Link } from '../Link/Link.tsx';
import type { DataColumn } from '../ListScreen/DataTable.tsx';
import * as styles from './CampaignList.css.ts';
import { CampaignRowActions } from './CampaignRowActions.tsx';
import type { CampaignSortColumn } from './campaignListView.ts';

/** What {@link campaignListColumns} reads besides the campaigns. */
export interface CampaignListColumnsOptions {
  t: CampaignListTranslate;
  format: Formatters;
  campaignHref: (campaignId: string) => string;
  readOnly: boolean;
  /** The status change on its way, whose campaign's status actions wait for it. */
  pending: PendingCampaignAction | null;
  onStatusAction: (campaign: Campaign, action: CampaignAction) => void;
  onDuplicate: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

/**
 * The campaign list's columns: name, status, goal, delivery (spent of budget, state and pacing),
 * dates, impressions, CPM and the row's actions. Money is in US dollars.
 */
export function campaignListColumns(options: CampaignListColumnsOptions): DataColumn<Campaign>[] {
  const { t, format, campaignHref, readOnly, pending } = options;
  const column = (
    id: CampaignSortColumn | 'cpm' | 'actions',
    cell: DataColumn<Campaign>['cell'],
    extra: Omit<DataColumn<Campaign>, 'id' | 'title' | 'cell'> = {},
  ): DataColumn<Campaign> => ({
    id,
    title: t(`campaigns.list.column.${id === 'start_date' ? 'dates' : id}` as CampaignListMessageKey),
    cell,
    ...extra,
  });
  const sortable = { allowsSorting: true };
  const numeric = { className: styles.number };
  const day = (value: string) => format.date(`${value}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return [
    column('name', (campaign) => <Link href={campaignHref(campaign.id)}>{campaign.name}</Link>, {
      ...sortable,
      isRowHeader: true,
    }),
    column('status', (campaign) => <CampaignStatusBadge status={campaign.status} />, sortable),
    column(
      'goal',
      (campaign) => (
        <span className={styles.words}>{t(`campaigns.goal.${campaign.goal}` as CampaignListMessageKey)}</span>
      ),
      sortable,
    ),
    column('delivery', (campaign) => <DeliveryBar delivery={campaign.delivery} />, sortable),
    column(
      'start_date',
      (campaign) =>
        t('campaigns.list.dates', { start: day(campaign.start_date), end: day(campaign.end_date) }),
      sortable,
    ),
    column('impressions', (campaign) => format.number(campaign.impressions), { ...sortable, ...numeric }),
    column(
      'cpm',
      (campaign) =>
        campaign.impressions > 0
          ? format.currency((campaign.spend / campaign.impressions) * 1000, 'USD')
          : '–',
      numeric,
    ),
    column('actions', (campaign) => (
      <CampaignRowActions
        campaign={campaign}
        href={campaignHref(campaign.id)}
        readOnly={readOnly}
        changingStatus={pending?.campaignId === campaign.id}
        onStatusAction={options.onStatusAction}
        onDuplicate={options.onDuplicate}
        onDelete={options.onDelete}
      />
    )),
  ];
}

import { type Campaign, DELIVERY_STATES, type DeliveryState } from '@earshot/validators';

/** The columns a campaign list sorts by. */
export type CampaignSortColumn = 'name' | 'status' | 'goal' | 'delivery' | 'start_date' | 'impressions';

/** What the user asked the list to show. */
export interface CampaignListQuery {
  /** Text the campaign name contains, any case. */
  search: string;
  /** Only campaigns in this status; null for all. */
  status: Campaign['status'] | null;
  /** Only campaigns with this goal; null for all. */
  goal: Campaign['goal'] | null;
  /** Only campaigns whose delivery is in this state; null for all. */
  delivery: DeliveryState | null;
  /** The column and direction to sort by. */
  sort: { column: CampaignSortColumn; direction: 'ascending' | 'descending' };
  /** The page to show, from 1. */
  page: number;
  /** Campaigns per page. */
  pageSize: number;
}

/** One page of the filtered, sorted campaigns. */
export interface CampaignListView {
  rows: Campaign[];
  /** Campaigns matching the filters, on every page. */
  total: number;
  /** Number of pages, at least 1. */
  pages: number;
  /** The page shown, within 1…pages. */
  page: number;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

const deliveryRank = (campaign: Campaign) => DELIVERY_STATES.indexOf(campaign.delivery.state);

/** Delivery sorts by state in {@link DELIVERY_STATES} order, then by pacing within a state. */
function compare(a: Campaign, b: Campaign, column: CampaignSortColumn): number {
  if (column === 'delivery')
    return deliveryRank(a) - deliveryRank(b) || a.delivery.pacing_percent - b.delivery.pacing_percent;
  const left = a[column];
  const right = b[column];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : collator.compare(String(left), String(right));
}

/** Filters, searches, sorts and pages the campaigns; ties keep the name order. */
export function campaignListView(campaigns: readonly Campaign[], query: CampaignListQuery): CampaignListView {
  const search = query.search.trim().toLocaleLowerCase();
  const matching = campaigns.filter(
    (campaign) =>
      (search === '' || campaign.name.toLocaleLowerCase().includes(search)) &&
      (query.status === null || campaign.status === query.status) &&
      (query.goal === null || campaign.goal === query.goal) &&
      (query.delivery === null || campaign.delivery.state === query.delivery),
  );
  const sign = query.sort.direction === 'ascending' ? 1 : -1;
  const sorted = matching.sort(
    (a, b) => sign * compare(a, b, query.sort.column) || collator.compare(a.name, b.name),
  );
  const pages = Math.max(1, Math.ceil(sorted.length / query.pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  return {
    rows: sorted.slice((page - 1) * query.pageSize, page * query.pageSize),
    total: sorted.length,
    pages,
    page,
  };
}

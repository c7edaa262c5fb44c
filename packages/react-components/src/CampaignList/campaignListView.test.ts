import { describe, expect, it } from 'vitest';
import { DELIVERY_CAMPAIGNS } from '../testing/campaignListFixtures.ts';
import { type CampaignListQuery, campaignListView } from './campaignListView.ts';

const query = (change: Partial<CampaignListQuery> = {}): CampaignListQuery => ({
  search: '',
  status: null,
  goal: null,
  delivery: null,
  sort: { column: 'name', direction: 'ascending' },
  page: 1,
  pageSize: 20,
  ...change,
});

const names = (change: Partial<CampaignListQuery>) =>
  campaignListView(DELIVERY_CAMPAIGNS, query(change)).rows.map((campaign) => campaign.name);

describe('campaign list view', () => {
  it('keeps only the campaigns in the delivery state asked for', () => {
    expect(names({ delivery: 'under_delivering' })).toEqual(['Morning commute']);
    expect(names({ delivery: 'not_started' })).toEqual(['Autumn leads', 'Spring launch', 'Summer drive']);
    expect(names({ delivery: 'ended', status: 'running' })).toEqual([]);
    expect(campaignListView(DELIVERY_CAMPAIGNS, query({ delivery: null })).total).toBe(
      DELIVERY_CAMPAIGNS.length,
    );
  });

  it('sorts by delivery state in its order, then by pacing within a state, ties by name', () => {
    const ascending = names({ sort: { column: 'delivery', direction: 'ascending' } });
    expect(ascending).toEqual([
      'Autumn leads',
      'Spring launch',
      'Summer drive',
      'Holiday podcasts',
      'Morning commute',
      'Black Friday blitz',
      'Back to school',
    ]);
    expect(names({ sort: { column: 'delivery', direction: 'descending' } }).slice(0, 4)).toEqual([
      'Back to school',
      'Black Friday blitz',
      'Morning commute',
      'Holiday podcasts',
    ]);
  });

  it('orders two campaigns of one state by their pacing', () => {
    const behind = { ...DELIVERY_CAMPAIGNS[3], name: 'Behind', id: 'behind' };
    const ahead = { ...DELIVERY_CAMPAIGNS[3], name: 'Ahead', id: 'ahead' };
    const campaigns = [
      { ...ahead, delivery: { ...ahead.delivery, pacing_percent: 104 } },
      { ...behind, delivery: { ...behind.delivery, pacing_percent: 93 } },
    ] as typeof DELIVERY_CAMPAIGNS;
    const view = campaignListView(campaigns, query({ sort: { column: 'delivery', direction: 'ascending' } }));
    expect(view.rows.map((campaign) => campaign.name)).toEqual(['Behind', 'Ahead']);
  });
});

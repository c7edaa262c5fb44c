import type { Schema } from '@earshot/sdk-core';
import { campaignFixture } from './inMemoryCampaignApi.ts';

/** The id of the `n`th campaign of the list fixtures. */
export const listCampaignId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Three campaigns of the fixture advertiser: running, draft and paused, of three goals. */
export const LIST_CAMPAIGNS = [
  campaignFixture({
    id: listCampaignId(1),
    name: 'Spring launch',
    status: 'running',
    goal: 'sales',
    budget: 5000,
    spend: 1200,
    impressions: 400000,
    start_date: '2027-03-01',
    end_date: '2027-05-31',
  }),
  campaignFixture({
    id: listCampaignId(2),
    name: 'Summer drive',
    status: 'draft',
    goal: 'brand',
    budget: 9000,
    start_date: '2027-06-01',
    end_date: '2027-08-31',
  }),
  campaignFixture({
    id: listCampaignId(3),
    name: 'Autumn leads',
    status: 'paused',
    goal: 'lead-generation',
    budget: 2500,
    spend: 800,
    impressions: 100000,
    start_date: '2027-09-01',
    end_date: '2027-10-31',
  }),
];

/**
 * The list fixtures and one campaign of every other delivery state as of `FIXTURE_TODAY`
 * (2026-11-26): on track, under-delivering, over-delivering and ended.
 */
export const DELIVERY_CAMPAIGNS = [
  ...LIST_CAMPAIGNS,
  campaignFixture({
    id: listCampaignId(4),
    name: 'Holiday podcasts',
    status: 'running',
    goal: 'brand',
    budget: 6000,
    spend: 2450,
    impressions: 350000,
    start_date: '2026-11-01',
    end_date: '2026-12-30',
  }),
  campaignFixture({
    id: listCampaignId(5),
    name: 'Morning commute',
    status: 'running',
    goal: 'website-traffic',
    budget: 6000,
    spend: 1500,
    impressions: 200000,
    start_date: '2026-11-01',
    end_date: '2026-12-30',
  }),
  campaignFixture({
    id: listCampaignId(6),
    name: 'Black Friday blitz',
    status: 'running',
    goal: 'sales',
    budget: 3000,
    spend: 2100,
    impressions: 300000,
    start_date: '2026-11-11',
    end_date: '2026-12-10',
  }),
  campaignFixture({
    id: listCampaignId(7),
    name: 'Back to school',
    status: 'completed',
    goal: 'lead-generation',
    budget: 3000,
    spend: 2950,
    impressions: 650000,
    start_date: '2026-08-01',
    end_date: '2026-09-15',
  }),
];

/** One open alert of every kind about the list fixtures, the most severe first, as `listAlerts` orders them. */
export const LIST_ALERTS: Schema<'Alert'>[] = (
  [
    ['budget_exhausted', 'critical', 1, 'Spring launch'],
    ['under_delivery', 'warning', 1, 'Spring launch'],
    ['over_delivery', 'warning', 3, 'Autumn leads'],
    ['no_conversions', 'warning', 1, 'Spring launch'],
    ['creative_not_ready', 'warning', 3, 'Autumn leads'],
    ['ending_soon', 'info', 1, 'Spring launch'],
  ] as const
).map(([kind, severity, campaign, name], index) => ({
  id: `a1e70000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  campaign_id: listCampaignId(campaign),
  campaign_name: name,
  kind,
  severity,
  message: `${name}: ${kind}`,
  created_at: `2026-11-2${index}T08:00:00Z`,
}));

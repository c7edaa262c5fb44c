import { createCampaignBodySchema } from '@earshot/validators';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FIXTURES, campaignFixture } from '../testing/inMemoryCampaignApi.ts';
import { duplicateCampaignBody } from './duplicateCampaign.ts';

const RUNNING = campaignFixture({
  id: '00000000-0000-4000-8000-000000000042',
  name: 'Spring launch',
  status: 'running',
  goal: 'sales',
  budget: 5000,
  max_daily_budget: 250,
  spend: 1200,
  impressions: 400000,
  start_date: '2027-03-01',
  end_date: '2027-05-31',
  pacing_type: 2,
  playlist_ids: [CAMPAIGN_FIXTURES.playlists[0]?.id ?? ''],
  audience_ids: [CAMPAIGN_FIXTURES.audiences[0]?.id ?? ''],
  creative_ids: [CAMPAIGN_FIXTURES.creatives[0]?.id ?? ''],
  deal_ids: ['deal-7'],
  targeting: {
    ...campaignFixture({ id: 'x', name: 'x' }).targeting,
    geo: { countries: ['US'], regions: ['US-CA'], cities: [], zip_codes: ['94103'] },
    languages: ['en'],
    dayparting: [{ day: 1, hour: 9 }],
  },
  optimization: {
    conversion_events: ['purchase'],
    attribution_window_days: 14,
    tracking_urls: ['https://track.example.com/pixel?c={{CAMPAIGN_ID}}'],
  },
});

describe('duplicating a campaign', () => {
  it('copies the whole campaign as a draft under the new name', () => {
    const copy = duplicateCampaignBody(RUNNING, 'Copy of Spring launch');
    expect(copy).toMatchObject({
      name: 'Copy of Spring launch',
      status: 'draft',
      goal: 'sales',
      budget: 5000,
      max_daily_budget: 250,
      pacing_type: 2,
      start_date: '2027-03-01',
      end_date: '2027-05-31',
      deal_ids: ['deal-7'],
    });
    expect(copy.targeting).toEqual(RUNNING.targeting);
    expect(copy.creative_ids).toEqual(RUNNING.creative_ids);
    expect(copy.playlist_ids).toEqual(RUNNING.playlist_ids);
    expect(copy.audience_ids).toEqual(RUNNING.audience_ids);
    expect(copy.optimization).toEqual(RUNNING.optimization);
  });

  it('leaves out what belongs to the original only: id, spend, impressions, delivery', () => {
    const copy = duplicateCampaignBody(RUNNING, 'Copy of Spring launch');
    for (const field of ['id', 'advertiser_id', 'spend', 'impressions', 'delivery', 'created_at']) {
      expect(copy).not.toHaveProperty(field);
    }
  });

  it('is a body the create endpoint accepts', () => {
    const parsed = createCampaignBodySchema.safeParse(
      duplicateCampaignBody(RUNNING, 'Copy of Spring launch'),
    );
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

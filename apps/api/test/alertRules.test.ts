import { campaignDelivery } from '@earshot/validators';
import { describe, expect, it } from 'vitest';
import { type AlertFacts, campaignAlerts } from '../src/resources/alerts/alertRules.ts';
import type { Campaign } from '../src/resources/campaigns/campaignRow.ts';

const TODAY = '2026-11-26';

/** A running sales campaign of 1–30 November, on track, with one ready creative. */
function campaign(changes: Partial<Omit<Campaign, 'delivery'>> = {}): Campaign {
  const fields = {
    id: 'c1',
    advertiser_id: 'a1',
    name: 'Autumn',
    goal: 'sales' as const,
    campaign_type: 1 as const,
    status: 'running' as const,
    budget: 3000,
    max_daily_budget: null,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    pacing_type: 1 as const,
    billing_type: 1,
    frequency_cap: null,
    playlist_ids: [],
    deal_ids: [],
    targeting: {} as Campaign['targeting'],
    audience_ids: [],
    creative_ids: ['cr1'],
    optimization: { conversion_events: [], attribution_window_days: 30, tracking_urls: [] },
    spend: 2500,
    impressions: 0,
    created_at: '2026-10-01T00:00:00Z',
    updated_at: '2026-10-01T00:00:00Z',
    ...changes,
  };
  return { ...fields, delivery: campaignDelivery(fields, TODAY) };
}

const facts = (changes: Partial<AlertFacts> = {}): AlertFacts => ({
  today: TODAY,
  conversions: new Map([['c1', 12]]),
  creatives: new Map([['cr1', { name: 'Spot A', status: 'ready' }]]),
  ...changes,
});

const kinds = (found: ReturnType<typeof campaignAlerts>) => found.map((alert) => alert.kind);

describe('campaignAlerts', () => {
  it('raises nothing for a campaign on track with conversions and ready creatives', () => {
    expect(campaignAlerts(campaign({ end_date: '2026-12-05', spend: 2100 }), facts())).toEqual([]);
  });

  it('tells of the last days of a running campaign', () => {
    expect(kinds(campaignAlerts(campaign({ end_date: '2026-11-28' }), facts()))).toContain('ending_soon');
    expect(kinds(campaignAlerts(campaign({ end_date: '2026-11-29' }), facts()))).not.toContain('ending_soon');
  });

  it('warns of a conversion campaign without conversions after three delivered days, not a brand one', () => {
    const none = facts({ conversions: new Map() });
    expect(
      kinds(campaignAlerts(campaign({ start_date: '2026-11-23', end_date: '2026-12-20', spend: 300 }), none)),
    ).toContain('no_conversions');
    expect(
      kinds(campaignAlerts(campaign({ start_date: '2026-11-24', end_date: '2026-12-20', spend: 200 }), none)),
    ).not.toContain('no_conversions');
    expect(kinds(campaignAlerts(campaign({ goal: 'brand' }), none))).not.toContain('no_conversions');
  });

  it('names the creatives that cannot play', () => {
    const found = campaignAlerts(
      campaign({ creative_ids: ['cr1', 'cr2'] }),
      facts({
        creatives: new Map([
          ['cr1', { name: 'Spot A', status: 'ready' }],
          ['cr2', { name: 'Spot B', status: 'pending_upload' }],
        ]),
      }),
    );
    expect(found.find((alert) => alert.kind === 'creative_not_ready')?.message).toContain('Spot B');
  });

  it('raises only budget exhaustion for a paused campaign, and nothing once it has ended', () => {
    expect(kinds(campaignAlerts(campaign({ status: 'paused', spend: 3000 }), facts()))).toEqual([
      'budget_exhausted',
    ]);
    expect(kinds(campaignAlerts(campaign({ status: 'paused', spend: 100 }), facts()))).toEqual([]);
    expect(campaignAlerts(campaign({ status: 'completed', spend: 3000 }), facts())).toEqual([]);
  });
});

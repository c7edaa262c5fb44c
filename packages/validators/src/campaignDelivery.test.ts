import { describe, expect, it } from 'vitest';
import { campaignDelivery, type DeliveringCampaign } from './campaignDelivery.ts';

// A 10-day flight, 1–10 November, with a budget of 1,000: 100 a day on an even split.
const flight = (changes: Partial<DeliveringCampaign> = {}): DeliveringCampaign => ({
  status: 'running',
  budget: 1000,
  spend: 0,
  start_date: '2026-11-01',
  end_date: '2026-11-10',
  ...changes,
});

describe('campaignDelivery', () => {
  it('is on track when the rate so far lands within 10% of the budget', () => {
    // Four days delivered (1–4 November) at 95 a day: 950 projected.
    expect(campaignDelivery(flight({ spend: 380 }), '2026-11-05')).toEqual({
      spent: 380,
      budget: 1000,
      pacing_percent: 95,
      projected_spend: 950,
      state: 'on_track',
    });
  });

  it('predicts under- and over-delivery from the current rate, days before the flight ends', () => {
    const under = campaignDelivery(flight({ spend: 200 }), '2026-11-05');
    expect(under).toMatchObject({ pacing_percent: 50, projected_spend: 500, state: 'under_delivering' });
    const over = campaignDelivery(flight({ spend: 480 }), '2026-11-05');
    expect(over).toMatchObject({ pacing_percent: 120, projected_spend: 1200, state: 'over_delivering' });
  });

  it('projects a paused campaign at what it has spent, since it spends nothing more', () => {
    expect(campaignDelivery(flight({ status: 'paused', spend: 380 }), '2026-11-05')).toMatchObject({
      projected_spend: 380,
      state: 'under_delivering',
    });
  });

  it('has not started before its first day is delivered, or as a draft', () => {
    expect(campaignDelivery(flight(), '2026-11-01')).toMatchObject({
      pacing_percent: 0,
      projected_spend: 0,
      state: 'not_started',
    });
    expect(campaignDelivery(flight({ status: 'scheduled' }), '2026-10-20').state).toBe('not_started');
    expect(campaignDelivery(flight({ status: 'draft' }), '2026-11-05').state).toBe('not_started');
  });

  it('has ended once the flight is over or the campaign is completed', () => {
    expect(campaignDelivery(flight({ spend: 990 }), '2026-11-11')).toMatchObject({
      pacing_percent: 99,
      projected_spend: 990,
      state: 'ended',
    });
    expect(campaignDelivery(flight({ status: 'completed', spend: 300 }), '2026-11-05').state).toBe('ended');
  });

  it('keeps money to the cent', () => {
    const delivery = campaignDelivery(flight({ spend: 100.005 }), '2026-11-04');
    expect(delivery.spent).toBe(100.01);
    expect(delivery.projected_spend).toBe(333.35);
  });

  it('says which spending limit stopped a running campaign, until its flight is over', () => {
    const stopped = campaignDelivery(
      flight({ spend: 300, spending_limit_reached: 'monthly_limit' }),
      '2026-11-05',
    );
    expect(stopped.state).toBe('monthly_limit_reached');
    const capped = campaignDelivery(
      flight({ spend: 300, spending_limit_reached: 'campaign_cap' }),
      '2026-11-05',
    );
    expect(capped.state).toBe('campaign_cap_reached');
    const over = campaignDelivery(
      flight({ spend: 300, spending_limit_reached: 'campaign_cap' }),
      '2026-11-11',
    );
    expect(over.state).toBe('ended');
    const paused = flight({ status: 'paused', spend: 300, spending_limit_reached: 'monthly_limit' });
    expect(campaignDelivery(paused, '2026-11-05').state).toBe('under_delivering');
  });
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;
const DAY_MS = 86_400_000;

type Lag = { buckets: { days: number; conversions: number; share: number }[] };

describeDatabases('conversion lag', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;
  const lag = async (advertiser: string, query: string, who = 'reporter'): Promise<Lag> => {
    const answer = await call(who, 'GET', `/companies/${advertiser}/metrics/conversion-lag?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as Lag;
  };

  it('shares the demo conversions out by days since first exposure', async () => {
    const { buckets } = await lag(
      onboarded,
      `start_date=${day(-60)}&end_date=${day(0)}&attribution_window_days=20`,
    );
    expect(buckets.map((bucket) => bucket.days)).toEqual(Array.from({ length: 21 }, (_, days) => days));
    const total = buckets.reduce((sum, bucket) => sum + bucket.conversions, 0);
    expect(total).toBeGreaterThan(0);
    expect(buckets.reduce((sum, bucket) => sum + bucket.share, 0)).toBeCloseTo(1, 5);
    for (const bucket of buckets) expect(bucket.share).toBeCloseTo(bucket.conversions / total, 5);
  });

  it('counts a conversion on the day since the first exposure inside the window', async () => {
    const { rows } = await sessions.api.db.query<{ id: string }>(
      'SELECT id::text FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at LIMIT 1',
      [onboarded],
    );
    const campaign = rows[0]?.id as string;
    const query = `start_date=${day(-1)}&end_date=${day(0)}&campaign_ids=${campaign}&attribution_window_days=10`;
    const before = await lag(onboarded, query);
    const listener = `test-${randomUUID()}`;
    for (const daysAgo of [12.5, 6.5, 2.5]) {
      const exposedAt = new Date(Date.now() - daysAgo * DAY_MS);
      const id = randomUUID();
      await sessions.api.db.query(
        `INSERT INTO campaign_exposures (id, advertiser_uuid, campaign_id, day, item_id, item_name, publisher, country,
           device, daypart, impressions, reach, listens, clicks, spend, conversions, conversion_value)
         VALUES ($1, $2, $3, $4::date, 'pod-000001', 'Test show', 'Test publisher', 'US', 'ios', 'morning',
           0, 0, 0, 0, 0, 0, 0)`,
        [id, onboarded, campaign, exposedAt.toISOString().slice(0, 10)],
      );
      await sessions.api.db.query(
        `INSERT INTO exposure_listeners (exposure_id, advertiser_uuid, listener_id, exposed_at, weight)
         VALUES ($1, $2, $3, $4, 1)`,
        [id, onboarded, listener, exposedAt],
      );
    }
    const params = new URLSearchParams({ aid: onboarded, ev: 'purchase', et: 'conversion', cid: listener });
    expect((await fetch(`${sessions.api.baseUrl}/v1/pixel?${params}`)).status).toBe(204);
    const after = await lag(onboarded, query);
    // The exposure 12.5 days ago is outside the 10-day window: the first one inside is 6.5 days ago.
    const added = after.buckets.map(
      (bucket, days) => bucket.conversions - (before.buckets[days]?.conversions ?? 0),
    );
    expect(added).toEqual(Array.from({ length: 11 }, (_, days) => (days === 6 ? 1 : 0)));
  });

  it('answers zero shares without conversions', async () => {
    const { buckets } = await lag(fresh, 'attribution_window_days=3', 'owner');
    expect(buckets).toEqual([0, 1, 2, 3].map((days) => ({ days, conversions: 0, share: 0 })));
  });
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded } = demoAdvertisers;
const DAY_MS = 86_400_000;

type Row = {
  key: string;
  conversions: number;
  pixel_conversions: number;
  modeled_conversions: number;
  conversion_value: number;
};

describeDatabases('attribution of pixel conversions', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  /** Exposes `listener` to a campaign `daysAgo` days before now, in an exposure cell of no delivery. */
  async function expose(listener: string, campaignId: string, daysAgo: number): Promise<void> {
    const exposedAt = new Date(Date.now() - daysAgo * DAY_MS);
    const id = randomUUID();
    await sessions.api.db.query(
      `INSERT INTO campaign_exposures (id, advertiser_uuid, campaign_id, day, item_id, item_name, publisher, country,
         region, device, creative_id, creative_name, daypart, impressions, reach, listens, clicks, spend, conversions,
         conversion_value)
       VALUES ($1, $2, $3, $4::date, 'pod-000001', 'Test show', 'Test publisher', 'US', 'US-CA', 'ios', NULL, NULL,
         'morning', 0, 0, 0, 0, 0, 0, 0)`,
      [id, onboarded, campaignId, exposedAt.toISOString().slice(0, 10)],
    );
    await sessions.api.db.query(
      `INSERT INTO exposure_listeners (exposure_id, advertiser_uuid, listener_id, exposed_at, weight)
       VALUES ($1, $2, $3, $4, 1)`,
      [id, onboarded, listener, exposedAt],
    );
  }

  async function purchase(listener: string, value: number): Promise<void> {
    const params = new URLSearchParams({ aid: onboarded, ev: 'purchase', et: 'conversion', cid: listener });
    params.set('value', String(value));
    const answer = await fetch(`${sessions.api.baseUrl}/v1/pixel?${params}`);
    expect(answer.status).toBe(204);
  }

  async function byCampaign(campaigns: string[], attribution: string): Promise<Map<string, Row>> {
    const answer = await call(
      'owner',
      'GET',
      `/companies/${onboarded}/metrics/breakdown?dimension=campaign&start_date=${day(-45)}&end_date=${day(0)}` +
        `&campaign_ids=${campaigns.join(',')}&${attribution}`,
    );
    expect(answer.status).toBe(200);
    return new Map((answer.body.rows as Row[]).map((row) => [row.key, row]));
  }

  it('credits conversions of exposed listeners inside the window by the model', async () => {
    const { rows } = await sessions.api.db.query<{ id: string }>(
      'SELECT id::text FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at LIMIT 2',
      [onboarded],
    );
    const [early, late] = rows.map((row) => row.id) as [string, string];
    const queries = {
      lastTouch30: 'attribution_window_days=30&attribution_model=last_touch',
      firstTouch30: 'attribution_window_days=30&attribution_model=first_touch',
      linear30: 'attribution_window_days=30&attribution_model=linear',
      firstTouch5: 'attribution_window_days=5&attribution_model=first_touch',
      lastTouch2: 'attribution_window_days=2&attribution_model=last_touch',
    };
    const before = Object.fromEntries(
      await Promise.all(
        Object.entries(queries).map(async ([name, query]) => [name, await byCampaign([early, late], query)]),
      ),
    );
    const listener = `test-${randomUUID()}`;
    await expose(listener, early, 10);
    await expose(listener, late, 3);
    await purchase(listener, 50);
    const delta = async (name: keyof typeof queries, campaign: string) => {
      const after = (await byCampaign([early, late], queries[name])).get(campaign);
      const was = before[name]?.get(campaign);
      const conversions = (after?.conversions ?? 0) - (was?.conversions ?? 0);
      // A pixel conversion is unmodeled: it moves the pixel's count and leaves the modeled one as it was.
      expect((after?.pixel_conversions ?? 0) - (was?.pixel_conversions ?? 0)).toBeCloseTo(conversions, 4);
      expect(after?.modeled_conversions ?? 0).toBe(was?.modeled_conversions ?? 0);
      return { conversions, value: (after?.conversion_value ?? 0) - (was?.conversion_value ?? 0) };
    };
    // Last touch: the later exposure takes it all; first touch: the earlier one.
    expect(await delta('lastTouch30', late)).toEqual({ conversions: 1, value: 50 });
    expect(await delta('lastTouch30', early)).toEqual({ conversions: 0, value: 0 });
    expect(await delta('firstTouch30', early)).toEqual({ conversions: 1, value: 50 });
    expect(await delta('firstTouch30', late)).toEqual({ conversions: 0, value: 0 });
    // Linear: half each.
    expect(await delta('linear30', early)).toEqual({ conversions: 0.5, value: 25 });
    expect(await delta('linear30', late)).toEqual({ conversions: 0.5, value: 25 });
    // A 5-day window leaves the exposure of 10 days ago out, so the first touch inside it is the later one.
    expect(await delta('firstTouch5', early)).toEqual({ conversions: 0, value: 0 });
    expect(await delta('firstTouch5', late)).toEqual({ conversions: 1, value: 50 });
    // A 2-day window holds neither exposure: nothing is attributed.
    expect(await delta('lastTouch2', early)).toEqual({ conversions: 0, value: 0 });
    expect(await delta('lastTouch2', late)).toEqual({ conversions: 0, value: 0 });
  });

  it('ignores conversions of listeners never exposed and exposures after the conversion', async () => {
    const { rows } = await sessions.api.db.query<{ id: string }>(
      'SELECT id::text FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at LIMIT 1',
      [onboarded],
    );
    const campaign = rows[0]?.id as string;
    const query = 'attribution_window_days=60&attribution_model=linear';
    const before = (await byCampaign([campaign], query)).get(campaign);
    await purchase(`test-${randomUUID()}`, 10);
    const later = `test-${randomUUID()}`;
    await purchase(later, 10);
    await expose(later, campaign, -1);
    const after = (await byCampaign([campaign], query)).get(campaign);
    expect(after?.conversions).toBe(before?.conversions);
  });

  it('defaults the window and model to the advertiser settings', async () => {
    const { rows } = await sessions.api.db.query<{ id: string }>(
      'SELECT id::text FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at LIMIT 1',
      [onboarded],
    );
    const campaign = rows[0]?.id as string;
    const listener = `test-${randomUUID()}`;
    await expose(listener, campaign, 8);
    const conversions = async (query: string) =>
      (await byCampaign([campaign], query)).get(campaign)?.conversions;
    const before = (await conversions('attribution_window_days=30&attribution_model=last_touch')) ?? 0;
    await purchase(listener, 5);
    expect(await conversions('')).toBeCloseTo(before + 1, 4);
    await sessions.api.db.query(
      "UPDATE advertisers SET attribution_window_days = 7, attribution_model = 'linear' WHERE uuid = $1",
      [onboarded],
    );
    try {
      expect(await conversions('')).toBe(
        await conversions('attribution_window_days=7&attribution_model=linear'),
      );
      expect(await conversions('')).toBeLessThan(
        (await conversions('attribution_window_days=30&attribution_model=linear')) ?? 0,
      );
    } finally {
      await sessions.api.db.query(
        "UPDATE advertisers SET attribution_window_days = 30, attribution_model = 'last_touch' WHERE uuid = $1",
        [onboarded],
      );
    }
  });
});

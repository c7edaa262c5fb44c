import { BRAND_SAFETY_CATEGORIES, campaignTargetingSchema, FREQUENCY_CAP_MAX } from '@earshot/validators';
import { beforeAll, expect, it } from 'vitest';
import { collectionSizes } from '../src/services/catalogue/generateCatalogue.ts';
import { createRandom, type Random } from '../src/services/catalogue/random.ts';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { fresh: advertiser } = demoAdvertisers;

const CATALOGUE_SIZE = 3000;
const CAMPAIGNS = 50;

type Range = { low: number; mid: number; high: number };

/** Geo targetings from the whole world down to one zip code. */
const GEOS = [
  {},
  { countries: ['US'] },
  { countries: ['GB', 'DE'] },
  { regions: ['US-CA', 'US-NY'] },
  { cities: [{ name: 'Chicago', region: 'US-IL', country: 'US' }] },
  { cities: [{ name: 'Toronto', region: 'CA-ON', country: 'CA' }], zip_codes: ['10001'] },
  { zip_codes: ['60601', '94105'] },
];

const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(6, '0')}`;

/** Playlists of a few to many shows, of every kind. */
function playlistItems(): string[][] {
  const sizes = collectionSizes(CATALOGUE_SIZE);
  const range = (prefix: string, from: number, count: number, of: number) =>
    Array.from({ length: count }, (_, i) => id(prefix, ((from + i * 37) % of) + 1));
  return [
    range('pod', 3, 3, sizes.podcast),
    range('pod', 100, 40, sizes.podcast),
    range('rad', 7, 1, sizes.radio),
    range('rad', 50, 12, sizes.radio),
    range('str', 11, 20, sizes.streaming),
    range('emg', 5, 8, sizes.emerging),
  ];
}

const subset = <T>(random: Random, items: readonly T[]) => {
  const picked = items.filter(() => random.chance(0.5));
  return picked.length > 0 ? picked : [random.pick(items)];
};

/**
 * The i-th generated campaign: a flight of 1–60 days that ended at most a week ago, a budget from 100 to
 * 100,000, any pacing, sometimes a max daily budget, playlists or the whole catalogue, and targeting
 * and a frequency cap drawn dimension by dimension.
 */
function campaignPlan(i: number, playlists: string[], segments: string[]) {
  const random = createRandom(`forecast-honesty:${i}`);
  const days = random.int(1, 60);
  const end = -1 - random.int(0, 6);
  const budget = Math.round(10 ** (2 + 3 * random.next()) * 100) / 100;
  const pacing = random.pick([1, 2, 3, 4, 5, 6]);
  const daily = (budget / days) * (pacing === 2 ? 0.5 + random.next() : 1 + 2 * random.next());
  const maxDaily =
    pacing === 2 || random.chance(0.25) ? Math.min(budget, Math.round(daily * 100) / 100) : null;
  const period = random.pick(['day', 'week', 'month'] as const);
  const hours = Array.from({ length: 7 * 24 }, (_, hour) => ({
    day: Math.floor(hour / 24),
    hour: hour % 24,
  }));
  return {
    budget,
    max_daily_budget: maxDaily,
    start_date: day(end - days + 1),
    end_date: day(end),
    pacing_type: pacing,
    playlist_ids: random.chance(0.6) ? subset(random, playlists).slice(0, 2) : [],
    audience_ids: [],
    targeting: campaignTargetingSchema.parse({
      geo: random.pick(GEOS),
      dayparting: random.chance(0.3) ? hours.filter(() => random.chance(0.4)) : [],
      languages: random.chance(0.3) ? subset(random, ['en', 'es', 'de', 'fr']) : [],
      players: random.chance(0.2) ? subset(random, ['Spotify', 'Apple Podcasts', 'YouTube']) : [],
      placement: random.chance(0.2) ? subset(random, ['pre-roll', 'mid-roll', 'post-roll']) : [],
      audiences: random.chance(0.1) ? subset(random, segments).slice(0, 2) : [],
      brand_suitability: {
        categories: Object.fromEntries(
          BRAND_SAFETY_CATEGORIES.map(({ value }) => [value, random.chance(0.1)]),
        ),
      },
    }),
    frequency_cap: random.chance(0.3) ? { count: random.int(1, FREQUENCY_CAP_MAX[period]), period } : null,
  };
}

describeDatabases('the forecast is honest: the simulator then delivers it', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner']);
  const { call } = sessions;

  beforeAll(async () => {
    await seedCatalogue(sessions.api.db, { size: CATALOGUE_SIZE });
  }, 120_000);

  it(`delivers, for ${CAMPAIGNS} varied campaigns, within the forecast range for 90% and within 15% of its mid for the median`, async () => {
    const { db } = sessions.api;
    const playlists: string[] = [];
    for (const [index, items] of playlistItems().entries()) {
      const created = await call('owner', 'POST', `/companies/${advertiser}/playlists`, {
        name: `Honesty ${index}`,
        type: 'podcast',
        inventory_ids: items,
      });
      playlists.push(created.body.id);
    }
    const { rows: segmentRows } = await db.query<{ id: string }>(
      'SELECT id FROM segments WHERE advertiser_uuid IS NULL ORDER BY id LIMIT 6',
    );
    const segments = segmentRows.map((row) => row.id);

    const forecasts = new Map<string, Range>();
    for (let i = 0; i < CAMPAIGNS; i += 1) {
      const plan = campaignPlan(i, playlists, segments);
      const answer = await call('owner', 'POST', `/companies/${advertiser}/forecast`, plan);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO campaigns (advertiser_uuid, name, goal, campaign_type, status, budget, max_daily_budget, start_date,
           end_date, pacing_type, billing_type, playlist_ids, targeting, frequency_cap)
         VALUES ($1, $2, 'brand', 1, 'completed', $3, $4, $5::date, $6::date, $7, 1, $8::uuid[], $9::jsonb, $10::jsonb)
         RETURNING id`,
        [
          advertiser,
          `Honesty ${i}`,
          plan.budget,
          plan.max_daily_budget,
          plan.start_date,
          plan.end_date,
          plan.pacing_type,
          plan.playlist_ids,
          JSON.stringify(plan.targeting),
          plan.frequency_cap === null ? null : JSON.stringify(plan.frequency_cap),
        ],
      );
      forecasts.set(rows[0]?.id as string, answer.body.impressions);
    }

    // Reading metrics simulates every finished day of the flights.
    const metrics = await call(
      'owner',
      'GET',
      `/companies/${advertiser}/metrics/aggregate?startDate=${day(-80)}&endDate=${day(0)}`,
    );
    expect(metrics.status).toBe(200);
    const { rows } = await db.query<{ id: string; impressions: string | number }>(
      'SELECT id, impressions FROM campaigns WHERE advertiser_uuid = $1',
      [advertiser],
    );
    const outcomes = rows.map((row) => {
      const forecast = forecasts.get(row.id) as Range;
      const simulated = Number(row.impressions);
      const error =
        simulated === 0 ? (forecast.mid === 0 ? 0 : 1) : Math.abs(forecast.mid - simulated) / simulated;
      return { forecast, simulated, inRange: forecast.low <= simulated && simulated <= forecast.high, error };
    });
    expect(outcomes).toHaveLength(CAMPAIGNS);
    const inRange = outcomes.filter((outcome) => outcome.inRange).length / CAMPAIGNS;
    const errors = outcomes.map((outcome) => outcome.error).sort((a, b) => a - b);
    const medianError = ((errors[CAMPAIGNS / 2 - 1] ?? 1) + (errors[CAMPAIGNS / 2] ?? 1)) / 2;
    const figures = `in range ${(inRange * 100).toFixed(0)}%, median error ${(medianError * 100).toFixed(1)}%`;
    const summary = `${figures}; outside: ${JSON.stringify(outcomes.filter((outcome) => !outcome.inRange))}`;
    expect(inRange, summary).toBeGreaterThanOrEqual(0.9);
    expect(medianError, summary).toBeLessThanOrEqual(0.15);
    // Most campaigns deliver something: the figures compare deliveries, not empty flights.
    expect(outcomes.filter((outcome) => outcome.simulated > 0).length, summary).toBeGreaterThan(
      CAMPAIGNS * 0.8,
    );
    console.info(`forecast honesty [${database}]: ${figures}`);
  }, 180_000);
});

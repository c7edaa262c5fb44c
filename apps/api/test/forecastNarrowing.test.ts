import { BRAND_SAFETY_CATEGORIES } from '@earshot/validators';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

/** Each pair of plans costs two forecasts. */
const RUNS = 40;

/** What each targeting list picks from. */
const POOLS = {
  countries: ['US', 'GB', 'DE', 'CA', 'FR'],
  regions: ['US-CA', 'US-NY', 'US-TX', 'US-IL', 'GB-ENG', 'CA-ON'],
  cities: [
    { name: 'Chicago', region: 'US-IL', country: 'US' },
    { name: 'Austin', region: 'US-TX', country: 'US' },
    { name: 'Toronto', region: 'CA-ON', country: 'CA' },
    { name: 'London', region: 'GB-ENG', country: 'GB' },
    { name: 'Paris', region: null, country: 'FR' },
  ],
  zip_codes: ['10001', '60601', '60602', '94105', '73301', '02108'],
  languages: ['en', 'es', 'de', 'fr', 'pt-BR', 'xx'],
  players: ['Spotify', 'Apple Podcasts', 'YouTube', 'Winamp'],
  placement: ['pre-roll', 'mid-roll', 'post-roll', 'sponsorship'],
  hours: Array.from({ length: 7 * 24 }, (_, hour) => ({ day: Math.floor(hour / 24), hour: hour % 24 })),
  inventory: ['pod-000001', 'pod-000002', 'rad-000003', 'str-000004', 'emg-000005', 'pod-999999'],
};

/** A list narrower than `wide`: any from the pool where `wide` restricts nothing, else some of its entries. */
function narrower<T>(wide: readonly T[], pool: readonly T[]): fc.Arbitrary<T[]> {
  return wide.length === 0 ? fc.subarray([...pool]) : fc.subarray([...wide], { minLength: 1 });
}

type Geo = {
  countries: string[];
  regions: string[];
  cities: (typeof POOLS.cities)[number][];
  zip_codes: string[];
};
const GEO_LISTS = ['countries', 'regions', 'cities', 'zip_codes'] as const;

const geoArbitrary: fc.Arbitrary<Geo> = fc.record({
  countries: fc.subarray(POOLS.countries, { maxLength: 2 }),
  regions: fc.subarray(POOLS.regions, { maxLength: 2 }),
  cities: fc.subarray(POOLS.cities, { maxLength: 2 }),
  zip_codes: fc.subarray(POOLS.zip_codes, { maxLength: 3 }),
});

/** A geo covering no more than `wide`: anything where it covers everywhere, else some of its places. */
function narrowerGeo(wide: Geo): fc.Arbitrary<Geo> {
  if (GEO_LISTS.every((list) => wide[list].length === 0)) return geoArbitrary;
  return fc
    .record({
      countries: fc.subarray(wide.countries),
      regions: fc.subarray(wide.regions),
      cities: fc.subarray(wide.cities),
      zip_codes: fc.subarray(wide.zip_codes),
    })
    .map((geo) => (GEO_LISTS.some((list) => geo[list].length > 0) ? geo : wide));
}

describeDatabases('narrowing the targeting', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner']);
  const { call } = sessions;
  const pools = { playlists: [] as string[], audiences: [] as string[], segments: [] as string[] };

  beforeAll(async () => {
    const { db } = sessions.api;
    await seedCatalogue(db, { size: 3000 });
    const playlists = await call('owner', 'GET', `/companies/${advertiser}/playlists`);
    pools.playlists = playlists.body.map((playlist: { id: string }) => playlist.id);
    const audiences = await call('owner', 'GET', `/companies/${advertiser}/audiences`);
    pools.audiences = audiences.body.map((audience: { id: string }) => audience.id);
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM segments WHERE advertiser_uuid IS NULL LIMIT 4',
    );
    pools.segments = [...rows.map((row) => row.id), 'segment-nobody-knows'];
  }, 120_000);

  async function available(plan: object): Promise<number> {
    const answer = await call('owner', 'POST', `/companies/${advertiser}/forecast`, {
      budget: 20_000,
      start_date: day(1),
      end_date: day(14),
      ...plan,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.available_impressions;
  }

  it('never raises available_impressions, whichever targeting narrows and however', async () => {
    const categories = BRAND_SAFETY_CATEGORIES.map((category) => category.value);
    const wide = fc.record({
      geo: geoArbitrary,
      dayparting: fc.oneof(fc.constant([]), fc.subarray(POOLS.hours, { minLength: 1 })),
      languages: fc.subarray(POOLS.languages, { maxLength: 3 }),
      players: fc.subarray(POOLS.players, { maxLength: 2 }),
      placement: fc.subarray(POOLS.placement, { maxLength: 2 }),
      inventory: fc.subarray(POOLS.inventory, { maxLength: 3 }),
      avoided: fc.subarray(categories, { maxLength: 3 }),
      audiences: fc.subarray(pools.segments, { maxLength: 2 }),
      playlist_ids: fc.subarray(pools.playlists, { maxLength: 2 }),
      audience_ids: fc.subarray(pools.audiences, { maxLength: 1 }),
    });
    const pairs = wide.chain((plan) =>
      fc
        .record({
          geo: narrowerGeo(plan.geo),
          dayparting: narrower(plan.dayparting, POOLS.hours),
          languages: narrower(plan.languages, POOLS.languages),
          players: narrower(plan.players, POOLS.players),
          placement: narrower(plan.placement, POOLS.placement),
          inventory: narrower(plan.inventory, POOLS.inventory),
          // Avoiding more categories leaves out more inventory.
          avoided: fc.subarray(categories).map((more) => [...new Set([...plan.avoided, ...more])]),
          audiences: narrower(plan.audiences, pools.segments),
          playlist_ids: narrower(plan.playlist_ids, pools.playlists),
          audience_ids: narrower(plan.audience_ids, pools.audiences),
        })
        .map((narrow) => [plan, narrow] as const),
    );
    type Plan = typeof wide extends fc.Arbitrary<infer T> ? T : never;
    const body = ({ avoided, playlist_ids, audience_ids, ...targeting }: Plan) => ({
      playlist_ids,
      audience_ids,
      targeting: {
        ...targeting,
        brand_suitability: { categories: Object.fromEntries(avoided.map((category) => [category, true])) },
      },
    });
    await fc.assert(
      fc.asyncProperty(pairs, async ([plan, narrow]) => {
        expect(await available(body(narrow))).toBeLessThanOrEqual(await available(body(plan)));
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});

import type { SearchCollection } from '@earshot/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { CATALOGUE_DEALS } from '../src/services/catalogue/generateCatalogue.ts';
import { createRandom } from '../src/services/catalogue/random.ts';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { facetRollupPlan } from '../src/services/search/facetRollup.ts';
import { runSearch } from '../src/services/search/searchQuery.ts';
import { readSearchRequest } from '../src/services/search/searchRequest.ts';
import { describeDatabases, openTestDatabase } from './harness.ts';

const request = (params: Record<string, string>) =>
  readSearchRequest(new URLSearchParams({ q: '*', query_by: 'name', ...params }));

/** The episode counts the plan's buckets cover, as sorted `[from, to]` pieces. */
function covered(plan: NonNullable<ReturnType<typeof facetRollupPlan>>): [number, number][] {
  return plan.levels
    .map((level, i) => {
      const from = (plan.buckets[i] as number) * 2 ** level;
      return [from, from + 2 ** level - 1] as [number, number];
    })
    .sort((a, b) => a[0] - b[0]);
}

/** Sorted pieces with the touching and overlapping ones joined. */
function joined(pieces: [number, number][]): [number, number][] {
  const result: [number, number][] = [];
  for (const [start, end] of [...pieces].sort((a, b) => a[0] - b[0])) {
    const last = result.at(-1);
    if (last && start <= last[1] + 1) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

describe('facetRollupPlan', () => {
  it('answers searches without words on the deal, open and episode-count ranges', () => {
    const plan = facetRollupPlan(
      request({
        filter_by: 'open:=true && dealid:=[a,b] && episode_count:[150..1200]',
        facet_by: 'genres,exchange',
      }),
    );
    expect(plan?.keyFilter).toMatchObject({ kind: 'and' });
    // The widest aligned bucket at each step: 1, 8, 64 and 512 episodes wide.
    expect(covered(plan as NonNullable<typeof plan>)).toEqual([
      [150, 150],
      [151, 151],
      [152, 159],
      [160, 167],
      [168, 175],
      [176, 183],
      [184, 191],
      [192, 255],
      [256, 319],
      [320, 383],
      [384, 447],
      [448, 511],
      [512, 1023],
      [1024, 1087],
      [1088, 1151],
      [1152, 1159],
      [1160, 1167],
      [1168, 1175],
      [1176, 1183],
      [1184, 1191],
      [1192, 1199],
      [1200, 1200],
    ]);
    // No range: the one bucket that holds every item, those without an episode count too.
    expect(facetRollupPlan(request({ filter_by: 'open:=true', facet_by: 'dealid,open' }))).toMatchObject({
      levels: [31],
      buckets: [0],
    });
  });

  it('covers exactly the episode counts the filter lets through, within 14 buckets a level', () => {
    const random = createRandom('facet-rollup-buckets');
    for (let i = 0; i < 300; i += 1) {
      const from = random.int(0, 5000);
      const to = from + random.int(0, 100_000);
      const other = random.int(0, 120_000);
      const filters: [string, [number, number][]][] = [
        [`episode_count:[${from}..${to}]`, [[from, to]]],
        [`episode_count:>=${from} && episode_count:<${to}`, from < to ? [[from, to - 1]] : []],
        [
          `episode_count:[${from}..${to},${other}]`,
          [
            [from, to],
            [other, other],
          ],
        ],
      ];
      for (const [filter, expected] of filters) {
        const plan = facetRollupPlan(request({ filter_by: filter, facet_by: 'genres' }));
        if (!plan) throw new Error(`No plan for ${filter}`);
        // Disjoint pieces that together are exactly the counts expected, nothing outside.
        const pieces = covered(plan);
        for (const [i, [start]] of pieces.entries()) {
          if (i > 0) expect(start, filter).toBeGreaterThan((pieces[i - 1] as [number, number])[1]);
        }
        expect(joined(pieces), filter).toEqual(joined(expected));
        for (const level of new Set(plan.levels)) {
          const atLevel = plan.levels.filter((value) => value === level).length;
          expect(atLevel, filter).toBeLessThanOrEqual(14 * expected.length);
        }
      }
    }
  });

  it('leaves to counting what the rollup does not hold', () => {
    const refused: Record<string, string>[] = [
      { q: 'comedy', facet_by: 'genres' },
      { filter_by: 'genres:=[rock]', facet_by: 'exchange' },
      { filter_by: 'open:=true || episode_count:>5', facet_by: 'genres' },
      { filter_by: 'episode_count:!=5', facet_by: 'genres' },
      { filter_by: 'episode_count:>2.5', facet_by: 'genres' },
      { filter_by: 'episode_count:[1..99999999999]', facet_by: 'genres' },
      { filter_by: 'open:=true', facet_by: 'frequency' },
      { filter_by: 'open:=true', facet_by: 'episode_count' },
      { vector_query: 'embedding:([], id: pod-000001, k: 5)', facet_by: 'genres' },
    ];
    for (const params of refused)
      expect(facetRollupPlan(request(params)), JSON.stringify(params)).toBeUndefined();
  });
});

/** Searches the rollup answers, varied over collections, deals, ranges, comparisons and facets. */
function coveredSearches(count: number): [SearchCollection, Record<string, string>][] {
  const random = createRandom('facet-rollup-searches');
  const collections: SearchCollection[] = ['podcast_v2', 'radio_v2', 'streaming_v2', 'emerging_v2'];
  const facets = ['genres', 'exchange', 'supply', 'type', 'dealid', 'open'];
  return Array.from({ length: count }, () => {
    // Podcasts have episode counts; the other collections none, so only their searches without a range find items.
    const collection = random.int(0, 2) > 0 ? 'podcast_v2' : random.pick(collections);
    const deals = CATALOGUE_DEALS.filter(() => random.int(0, 1) === 0);
    const conditions = [
      ...(random.int(0, 3) > 0 ? [`open:=${random.pick(['true', 'false'])}`] : []),
      ...(deals.length > 0 ? [`dealid:${random.pick(['=', '!='])}[${deals.join(',')}]`] : []),
    ];
    const from = random.int(0, 300);
    switch (collection === 'podcast_v2' ? random.int(0, 4) : 4) {
      case 0:
        conditions.push(`episode_count:[${from}..${from + random.int(100, 1500)}]`);
        break;
      case 1:
        conditions.push(`episode_count:>${from}`, `episode_count:<=${from + random.int(100, 900)}`);
        break;
      case 2:
        conditions.push(`episode_count:=[${from},${from + 1},${from + random.int(2, 60)}..${from + 500}]`);
        break;
      case 3:
        conditions.push(`episode_count:<${from + 100}`);
        break;
    }
    return [
      collection,
      {
        ...(conditions.length > 0 ? { filter_by: conditions.join(' && ') } : {}),
        facet_by: facets.filter(() => random.int(0, 2) === 0).join(','),
        max_facet_values: String(random.pick([3, 10, 50])),
        per_page: '5',
      },
    ];
  });
}

describeDatabases('inventory facet rollup', (database) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database));
    await seedCatalogue(db, { size: 2000 });
  });
  afterAll(() => drop?.());

  /** Every search answered from the rollup equals the same search counted over the matches. */
  async function expectSameAsCounting(searches: [SearchCollection, Record<string, string>][]) {
    let nonEmpty = 0;
    for (const [collection, params] of searches) {
      const search = request(params);
      expect(facetRollupPlan(search), JSON.stringify(params)).toBeDefined();
      const fromRollup = await runSearch(db, collection, search, false);
      const counted = await runSearch(db, collection, search, false, { rollup: false });
      expect(fromRollup, `${collection} ${JSON.stringify(params)}`).toEqual(counted);
      if (counted.found > 0) nonEmpty += 1;
    }
    // The comparison means something only if most searches find items.
    expect(nonEmpty).toBeGreaterThan(searches.length / 2);
  }

  /** The rollup as the triggers kept it, against one built afresh from the items. */
  async function expectRollupRebuilt() {
    const rows =
      'SELECT * FROM inventory_facet_rollup ORDER BY collection, field, open, dealid, level, bucket, value';
    const kept = (await db.query(rows)).rows;
    await db.query('SELECT inventory_facet_rollup_rebuild()');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual((await db.query(rows)).rows);
  }

  it('gives the same found and facets as counting the matches, for every kind of filter it covers', async () => {
    await expectSameAsCounting(coveredSearches(60));
  });

  it('stays exact as items are added, changed, moved and removed', async () => {
    await db.query(
      `INSERT INTO inventory_items (collection, id, name, supply, type, description, dealid, exchange, open,
         genres, episode_count, frequency, embedding, search)
       SELECT collection, 'copy-' || id, name, supply, type, description, dealid, exchange, open,
         genres, episode_count, frequency, embedding, search
       FROM inventory_items WHERE id LIKE '%1'`,
    );
    await db.query(
      `UPDATE inventory_items SET dealid = 'newcomer-starter', open = NOT open, episode_count = episode_count * 3 + 1,
         genres = genres || ARRAY['true-crime', 'rock']
       WHERE id LIKE 'copy-%3%'`,
    );
    await db.query(
      `UPDATE inventory_items SET episode_count = NULL, exchange = 'iheart' WHERE id LIKE 'copy-%5%'`,
    );
    await db.query(
      `UPDATE inventory_items SET collection = 'radio_v2', type = 'radio' WHERE id LIKE 'copy-pod-%7%'`,
    );
    await db.query(`DELETE FROM inventory_items WHERE id LIKE 'copy-%9%' OR id LIKE 'pod-%2'`);
    await expectRollupRebuilt();
    await expectSameAsCounting(coveredSearches(40));
    await db.query(`DELETE FROM inventory_items WHERE id LIKE 'copy-%'`);
    await expectRollupRebuilt();
  });

  it('is empty after the items are truncated, and whole again after the catalogue is loaded', async () => {
    await db.query('TRUNCATE inventory_items');
    expect((await db.query('SELECT 1 FROM inventory_facet_rollup')).rows).toEqual([]);
    await seedCatalogue(db, { size: 1500 });
    await expectRollupRebuilt();
    await expectSameAsCounting(coveredSearches(20));
  });
});

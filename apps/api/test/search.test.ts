import { readFileSync } from 'node:fs';
import { createInventorySearchClient } from '@earshot/sdk-core';
import type { SearchCollection } from '@earshot/validators';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type CatalogueItem, generateCatalogue } from '../src/services/catalogue/generateCatalogue.ts';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

const CATALOGUE_SIZE = 2000;
const CATALOGUE = [...generateCatalogue(CATALOGUE_SIZE)];
const PODCASTS = CATALOGUE.filter((item) => item.collection === 'podcast_v2');

type Hit = { document: Record<string, unknown> & { id: string }; vector_distance?: number };
type Result = {
  found: number;
  page: number;
  out_of: number;
  hits: Hit[];
  facet_counts: {
    field_name: string;
    counts: { value: string; count: number }[];
    stats?: Record<string, number>;
  }[];
};

const searchContract = parse(
  readFileSync(new URL('../../../openapi/search.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, unknown> } };
const ajv = new Ajv2020({ strict: false });
for (const [name, schema] of Object.entries(searchContract.components.schemas)) {
  ajv.addSchema(schema as object, `#/components/schemas/${name}`);
}
const validResult = ajv.getSchema('#/components/schemas/SearchResult');
const validError = ajv.getSchema('#/components/schemas/SearchError');

// The oracle: the same rules as the service, applied to the generated rows in plain TypeScript.
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function fieldWords(item: CatalogueItem, field: 'name' | 'description' | 'supply' | 'genres'): string[] {
  return field === 'genres' ? item.genres.flatMap(words) : words(item[field]);
}

function matchesText(
  item: CatalogueItem,
  q: string,
  fields: ('name' | 'description' | 'supply' | 'genres')[],
) {
  const query = words(q);
  const tokens = new Set(fields.flatMap((field) => fieldWords(item, field)));
  return query.every((word, i) =>
    i === query.length - 1 ? [...tokens].some((token) => token.startsWith(word)) : tokens.has(word),
  );
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Facet counts as the contract orders them: most frequent first, then by value. */
function expectedCounts(values: string[], max = 50) {
  return [...countBy(values)]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, max);
}

function cosineDistance(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((value, i) => {
    const other = b[i] as number;
    dot += value * other;
    na += value * value;
    nb += other * other;
  });
  return 1 - dot / Math.sqrt(na * nb);
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const byId = (a: CatalogueItem, b: CatalogueItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describeDatabases('inventory search', (database) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ database });
    await seedCatalogue(api.db, { size: CATALOGUE_SIZE });
  });
  afterAll(() => api?.close());

  async function search(collection: string, params: Record<string, string | number>, key?: string) {
    const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
    const response = await fetch(
      `${api.baseUrl}/search/collections/${collection}/documents/search?${query}`,
      {
        headers: { 'X-TYPESENSE-API-KEY': key ?? api.config.searchApiKey },
      },
    );
    const body = (await response.json()) as Result & { message?: string };
    if (response.ok) expect(validResult?.(body), JSON.stringify(validResult?.errors)).toBe(true);
    else expect(validError?.(body), JSON.stringify(body)).toBe(true);
    return { status: response.status, body };
  }

  /** Every hit of a search, page by page (250 a page). */
  async function searchAll(collection: string, params: Record<string, string | number>) {
    const hits: Hit[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await search(collection, { ...params, page, per_page: 250 });
      hits.push(...body.hits);
      if (body.hits.length < 250) return { found: body.found, hits };
    }
  }

  it('seeds the catalogue once: a second seed with the same size changes nothing', async () => {
    expect(await seedCatalogue(api.db, { size: CATALOGUE_SIZE })).toBe(false);
    const { rows } = await api.db.query<{ collection: string; count: number }>(
      'SELECT collection, count(*) AS count FROM inventory_items GROUP BY collection ORDER BY collection',
    );
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(CATALOGUE_SIZE);
    expect(rows.map((row) => row.collection)).toEqual([
      'emerging_v2',
      'podcast_v2',
      'radio_v2',
      'streaming_v2',
    ]);
  });

  it('matches every document with q=* and pages through them in id order', async () => {
    const { body } = await search('podcast_v2', { q: '*', query_by: 'name', page: 3, per_page: 7 });
    expect(body.found).toBe(PODCASTS.length);
    expect(body.out_of).toBe(PODCASTS.length);
    expect(body.page).toBe(3);
    expect(body.hits.map((hit) => hit.document.id)).toEqual(ids(PODCASTS.slice(14, 21)));
    const document = PODCASTS[14] as CatalogueItem;
    const { collection: _c, embedding: _e, ...expected } = document;
    expect(body.hits[0]?.document).toEqual(expected);
  });

  it('finds the documents whose query_by fields hold every word (the last as a prefix)', async () => {
    for (const [q, queryBy] of [
      ['comedy', 'name,description'],
      ['podcast about hist', 'name,description'],
      ['signal', 'supply'],
      ['science', 'genres'],
      ['hour', 'name'],
    ] as const) {
      const fields = queryBy.split(',') as ('name' | 'description' | 'supply' | 'genres')[];
      const expected = PODCASTS.filter((item) => matchesText(item, q, fields));
      expect(expected.length, `the catalogue has matches for "${q}"`).toBeGreaterThan(0);
      const { found, hits } = await searchAll('podcast_v2', { q, query_by: queryBy });
      expect(found, q).toBe(expected.length);
      expect(hits.map((hit) => hit.document.id).sort(), q).toEqual(ids(expected).sort());
    }
  });

  it('ranks matches in an earlier query_by field first', async () => {
    const { hits } = await searchAll('podcast_v2', { q: 'comedy', query_by: 'name,description' });
    const inName = hits.map((hit) => words(String(hit.document.name)).includes('comedy'));
    expect(inName.some(Boolean) && inName.some((flag) => !flag)).toBe(true);
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)));
  });

  it('filters with equality, lists, ranges, comparisons, negation and &&', async () => {
    const cases: [string, (item: CatalogueItem) => boolean][] = [
      ['open:=true', (item) => item.open],
      [
        'open:true && dealid:=[acme-podcast-premium,deal-news-network]',
        (item) => item.open && ['acme-podcast-premium', 'deal-news-network'].includes(item.dealid),
      ],
      [
        'episode_count:[10..200]',
        (item) => (item.episode_count ?? -1) >= 10 && (item.episode_count ?? -1) <= 200,
      ],
      [
        'episode_count:>=100 && frequency:<=2',
        (item) => (item.episode_count ?? 0) >= 100 && (item.frequency ?? 99) <= 2,
      ],
      [
        'frequency:[0.25, 5..7] && exchange:!=adswizz',
        (item) =>
          (item.frequency === 0.25 || ((item.frequency ?? 0) >= 5 && (item.frequency ?? 0) <= 7)) &&
          item.exchange !== 'adswizz',
      ],
      [
        'genres:=[comedy-interviews,`stand-up`] || supply:=`Signal Media`',
        (item) =>
          item.genres.some((genre) => genre === 'comedy-interviews' || genre === 'stand-up') ||
          item.supply === 'Signal Media',
      ],
      [
        '(exchange:=earshot || exchange:=triton) && episode_count:<50',
        (item) => ['earshot', 'triton'].includes(item.exchange) && (item.episode_count ?? 0) < 50,
      ],
    ];
    for (const [filter, predicate] of cases) {
      const expected = PODCASTS.filter(predicate);
      expect(expected.length, filter).toBeGreaterThan(0);
      const { found, hits } = await searchAll('podcast_v2', { q: '*', query_by: 'name', filter_by: filter });
      expect(found, filter).toBe(expected.length);
      expect(
        hits.map((hit) => hit.document.id),
        filter,
      ).toEqual(ids(expected));
    }
  });

  it('counts facet values over the matching documents, most frequent first, with numeric stats', async () => {
    const filter = 'open:=true && episode_count:>=20';
    const matching = PODCASTS.filter((item) => item.open && (item.episode_count ?? 0) >= 20);
    const { body } = await search('podcast_v2', {
      q: '*',
      query_by: 'name',
      filter_by: filter,
      facet_by: 'genres,exchange,open,frequency',
      max_facet_values: 5,
    });
    const facet = (name: string) => body.facet_counts.find((entry) => entry.field_name === name);
    expect(body.facet_counts.map((entry) => entry.field_name)).toEqual([
      'genres',
      'exchange',
      'open',
      'frequency',
    ]);
    expect(facet('genres')?.counts).toEqual(
      expectedCounts(
        matching.flatMap((item) => item.genres),
        5,
      ),
    );
    expect(facet('exchange')?.counts).toEqual(
      expectedCounts(
        matching.map((item) => item.exchange),
        5,
      ),
    );
    expect(facet('open')?.counts).toEqual([{ value: 'true', count: matching.length }]);
    expect(facet('frequency')?.counts).toEqual(
      expectedCounts(
        matching.map((item) => String(item.frequency)),
        5,
      ),
    );
    const frequencies = matching.map((item) => item.frequency as number);
    const sum = frequencies.reduce((total, value) => total + value, 0);
    expect(facet('frequency')?.stats).toEqual({
      min: Math.min(...frequencies),
      max: Math.max(...frequencies),
      sum,
      avg: expect.closeTo(sum / frequencies.length, 9),
    });
  });

  it('counts two facets over a range filter alike on every page', async () => {
    const deals = ['acme-podcast-premium', 'deal-news-network', 'deal-open-market'];
    const filter = `open:=true && dealid:=[${deals.join(',')}] && episode_count:[20..600]`;
    const matching = PODCASTS.filter(
      (item) =>
        item.open &&
        deals.includes(item.dealid) &&
        (item.episode_count ?? -1) >= 20 &&
        (item.episode_count ?? -1) <= 600,
    );
    expect(matching.length).toBeGreaterThan(20);
    for (const page of [1, 2]) {
      const { body } = await search('podcast_v2', {
        q: '*',
        query_by: 'name',
        filter_by: filter,
        facet_by: 'genres,exchange',
        page,
        per_page: 10,
      });
      expect(body.found).toBe(matching.length);
      expect(body.hits.map((hit) => hit.document.id)).toEqual(
        ids(matching.slice((page - 1) * 10, page * 10)),
      );
      expect(body.facet_counts).toEqual([
        { field_name: 'genres', counts: expectedCounts(matching.flatMap((item) => item.genres)) },
        { field_name: 'exchange', counts: expectedCounts(matching.map((item) => item.exchange)) },
      ]);
    }
  });

  it('keeps out_of equal to the collection size when rows are added, moved and removed', async () => {
    const outOf = async (collection: string) =>
      (await search(collection, { q: '*', query_by: 'name', per_page: 1 })).body.out_of;
    const radio = CATALOGUE.filter((item) => item.collection === 'radio_v2').length;
    await api.db.query(
      `INSERT INTO inventory_items (collection, id, name, supply, type, description, dealid, exchange, open,
         genres, episode_count, frequency, embedding, search)
       SELECT collection, 'pod-copy-' || id, name, supply, type, description, dealid, exchange, open,
         genres, episode_count, frequency, embedding, search
       FROM inventory_items WHERE collection = 'podcast_v2' AND id IN ('pod-000001', 'pod-000002')`,
    );
    try {
      expect(await outOf('podcast_v2')).toBe(PODCASTS.length + 2);
      await api.db.query(
        `UPDATE inventory_items SET collection = 'radio_v2', type = 'radio'
         WHERE collection = 'podcast_v2' AND id = 'pod-copy-pod-000001'`,
      );
      expect(await outOf('podcast_v2')).toBe(PODCASTS.length + 1);
      expect(await outOf('radio_v2')).toBe(radio + 1);
    } finally {
      await api.db.query(`DELETE FROM inventory_items WHERE id LIKE 'pod-copy-%'`);
    }
    expect(await outOf('podcast_v2')).toBe(PODCASTS.length);
    expect(await outOf('radio_v2')).toBe(radio);
  });

  it('sorts by a field in either direction, missing values last, ties by id', async () => {
    const { hits } = await searchAll('podcast_v2', {
      q: '*',
      query_by: 'name',
      sort_by: 'episode_count:desc',
    });
    const expected = [...PODCASTS].sort(
      (a, b) => (b.episode_count ?? 0) - (a.episode_count ?? 0) || byId(a, b),
    );
    expect(hits.map((hit) => hit.document.id)).toEqual(ids(expected));
    const radio = CATALOGUE.filter((item) => item.collection === 'radio_v2');
    const { body } = await search('radio_v2', {
      q: '*',
      query_by: 'name',
      sort_by: 'frequency:asc',
      per_page: 5,
    });
    expect(body.hits.map((hit) => hit.document.id)).toEqual(ids(radio.slice(0, 5)));
    const emerging = CATALOGUE.filter((item) => item.collection === 'emerging_v2').sort((a, b) =>
      a.name < b.name ? 1 : a.name > b.name ? -1 : byId(a, b),
    );
    const { body: byName } = await search('emerging_v2', {
      q: '*',
      query_by: 'name',
      sort_by: 'name:desc',
      per_page: 25,
    });
    expect(byName.hits.map((hit) => hit.document.id)).toEqual(ids(emerging.slice(0, 25)));
  });

  it('orders by cosine distance to a vector or to a document, as brute force does', async () => {
    const streaming = CATALOGUE.filter((item) => item.collection === 'streaming_v2');
    // A target whose main genre other open items share, so "similar" has something to find.
    const target = streaming.find(
      (item) => streaming.filter((other) => other.open && other.genres[0] === item.genres[0]).length > 5,
    ) as CatalogueItem;
    const expected = streaming
      .filter((item) => item.id !== target.id && item.open)
      .map((item) => ({ id: item.id, distance: cosineDistance(item.embedding, target.embedding) }))
      .sort((a, b) => a.distance - b.distance);
    const { body } = await search('streaming_v2', {
      q: '*',
      query_by: 'name',
      filter_by: 'open:=true',
      vector_query: `embedding:([], id: ${target.id}, k: 40)`,
      per_page: 40,
    });
    expect(body.found).toBe(40);
    expect(body.hits).toHaveLength(40);
    body.hits.forEach((hit, i) => {
      const own = expected.find((entry) => entry.id === hit.document.id);
      expect(hit.vector_distance).toBeCloseTo(own?.distance ?? Number.NaN, 5);
      expect(hit.vector_distance).toBeCloseTo(expected[i]?.distance ?? Number.NaN, 5);
    });
    const expectedLine =
      database === 'pglite' ? /computed with pgvector/ : /Inventory search: .*vector_distance/;
    expect(api.log).toContainEqual(expect.stringMatching(expectedLine));
    // The nearest neighbour shares the target's main genre: the embedding carries meaning.
    expect(body.hits[0]?.document.genres).toEqual(expect.arrayContaining([target.genres[0]]));

    const { body: byVector } = await search('streaming_v2', {
      q: '*',
      query_by: 'name',
      vector_query: `embedding:([${target.embedding.join(',')}])`,
      per_page: 3,
    });
    expect(byVector.found).toBe(streaming.length);
    expect(byVector.hits[0]?.document.id).toBe(target.id);
    expect(byVector.hits[0]?.vector_distance).toBeCloseTo(0, 5);
  });

  it('serves the sdk-core search client unchanged: default filters, facets, ranges, fetch by ids', async () => {
    const client = createInventorySearchClient({
      baseUrl: `${api.baseUrl}/search`,
      apiKey: api.config.searchApiKey,
    });
    const deals = ['acme-podcast-premium', 'acme-streaming-open'];
    const result = await client.search({
      collection: 'podcast_v2' satisfies SearchCollection,
      q: 'podcast',
      deals,
      filters: { genres: ['comedy-interviews', 'improv', 'stand-up'] },
      ranges: { episode_count: { min: 5, max: 900 } },
      facetBy: ['genres', 'dealid', 'exchange'],
      perPage: 250,
    });
    const expected = PODCASTS.filter(
      (item) =>
        item.open &&
        deals.includes(item.dealid) &&
        item.genres.some((genre) => ['comedy-interviews', 'improv', 'stand-up'].includes(genre)) &&
        (item.episode_count ?? 0) >= 5 &&
        (item.episode_count ?? 0) <= 900 &&
        matchesText(item, 'podcast', ['name', 'description', 'supply']),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(result.found).toBe(expected.length);
    expect(result.facet_counts.map((facet) => facet.field_name)).toEqual(['genres', 'exchange']);
    expect(result.facet_counts[1]?.counts).toEqual(expectedCounts(expected.map((item) => item.exchange)));
    const wanted = ids(PODCASTS.slice(0, 300)).reverse();
    const fetched = await client.fetchByIds('podcast_v2', wanted);
    expect(ids(fetched).sort()).toEqual([...wanted].sort());
  });

  it('refuses more than 250 a page with 422 and bad parameters with 400, naming the problem', async () => {
    const base = { q: '*', query_by: 'name' };
    const tooMany = await search('podcast_v2', { ...base, per_page: 251 });
    expect(tooMany).toEqual({ status: 422, body: { message: 'per_page must be at most 250' } });
    for (const [params, message] of [
      [{ filter_by: 'open:=true &&' }, /expected a field name, found the end/],
      [{ filter_by: 'episode_count:>=many' }, /must be a number, got `many`/],
      [{ filter_by: 'colour:=red' }, /filter field named `colour`/],
      [{ filter_by: 'genres:[1..5]' }, /needs a numeric field/],
      [{ filter_by: 'open:=maybe' }, /`true` or `false`/],
      [{ filter_by: '(open:=true' }, /expected `\)`/],
      [{ filter_by: 'name:`unclosed' }, /unclosed/],
      [{ facet_by: 'description' }, /facet field named `description`/],
      [{ query_by: 'colour' }, /field named `colour`/],
      [{ max_facet_values: 51 }, /at most 50/],
      [{ page: 0 }, /`page` must be a whole number/],
      [{ page: '100000000000000000000' }, /`page` must be a whole number/],
      [{ sort_by: 'episode_count:up' }, /Bad sort_by entry/],
      [{ vector_query: 'embedding:([1,2,3])' }, /must have 32 numbers, got 3/],
      [{ vector_query: 'embedding:([1,,3])' }, /not a number/],
      [{ vector_query: 'vector:([1])' }, /must start with `embedding:\(`/],
      [{ vector_query: 'embedding:([], id: pod-999999)' }, /not found/],
    ] as const) {
      const { status, body } = await search('podcast_v2', { ...base, ...params });
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.message, JSON.stringify(params)).toMatch(message);
    }
    expect((await search('podcast_v2', { query_by: 'name' })).status).toBe(400);
    expect((await search('books_v2', base)).status).toBe(404);
    expect((await search('podcast_v2', base, 'wrong-key')).status).toBe(401);
  });
});

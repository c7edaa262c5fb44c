import type { InventoryItem, InventorySearchClientOptions } from '@earshot/sdk-core';
import type { Audience, Playlist, Segment } from '@earshot/validators';
import type { InMemoryFetch } from './InMemoryPlatform.tsx';
import { jsonResponse as json, notFound } from './jsonResponse.ts';

/** The advertiser every inventory fixture belongs to. */
export const INVENTORY_ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';

const GENRES = ['news-commentary', 'comedy', 'true-crime', 'sports', 'technology'];
const SUPPLIES = ['Signal Media', 'Northwind Audio', 'Harbor Radio'];
const TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

/** Weekly listeners of the `i`-th item of a type: from 4,000 to about 250,000. */
const audienceSize = (i: number) => 4000 + ((i * 7919) % 61) * 4000;

/** A small catalogue: 40 items of each inventory type, all open in deal-a. */
export const INVENTORY_CATALOGUE: InventoryItem[] = TYPES.flatMap((type) =>
  Array.from({ length: 40 }, (_, i) => ({
    id: `${type}-${i + 1}`,
    name: `${['Morning', 'Evening', 'Weekend', 'Daily', 'Late'][i % 5]} ${GENRES[i % GENRES.length]?.replace('-', ' ')} ${type} ${i + 1}`,
    supply: SUPPLIES[i % SUPPLIES.length] ?? 'Signal Media',
    type,
    description: `A ${type} about ${GENRES[i % GENRES.length]}.`,
    dealid: 'deal-a',
    exchange: i % 2 ? 'earshot' : 'open-audio',
    open: true,
    genres: [GENRES[i % GENRES.length] ?? 'comedy'],
    episode_count: 20 + i * 13,
    frequency: (i % 7) + 1,
    audience_size: audienceSize(i),
    weekly_impressions: audienceSize(i) * 4,
    cpm_floor: 8 + (i % 9) * 1.75,
  })),
);

/** The combined reach of items: listeners of several shows counted once (a fixed overlap of a fifth). */
const combinedReach = (ids: readonly string[]) =>
  Math.round(
    INVENTORY_CATALOGUE.filter((item) => ids.includes(item.id)).reduce(
      (sum, item, index) => sum + item.audience_size * (index === 0 ? 1 : 0.8),
      0,
    ),
  );

/** Playlists of every type. */
export const INVENTORY_PLAYLISTS: Playlist[] = Array.from({ length: 12 }, (_, i) => {
  const type = TYPES[i % TYPES.length] ?? 'podcast';
  const ids = [`${type}-${i + 1}`, `${type}-${i + 2}`];
  return {
    id: `a0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    advertiser_id: INVENTORY_ADVERTISER_ID,
    name: `${['Drive time', 'Comedy picks', 'News daily', 'Sports fans'][i % 4]} ${i + 1}`,
    type,
    inventory_ids: ids,
    searches: [],
    tags: [`q${(i % 4) + 1}`],
    inventory_size: ids.length,
    reach: combinedReach(ids),
    created_at: new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString(),
  };
});

/** LiveRamp segments. */
export const INVENTORY_SEGMENTS: Segment[] = [
  'Marathon runners',
  'Coffee lovers',
  'New parents',
  'Car intenders',
].map((name, i) => ({
  id: `lr-${i + 1}`,
  name,
  provider: 'LiveRamp',
  size: 100_000 * (i + 1),
  cpm: 1 + i * 0.5,
}));

const audience = (id: string, name: string, fields: Partial<Audience>): Audience => ({
  id,
  advertiser_id: INVENTORY_ADVERTISER_ID,
  name,
  type: 1,
  subtype: 'first-party',
  first_party: [],
  correlation_id: null,
  cdp_segments: [],
  size_estimate: null,
  created_at: '2026-02-01T00:00:00Z',
  updated_at: '2026-02-01T00:00:00Z',
  ...fields,
});

/** One audience of each kind. */
export const INVENTORY_AUDIENCES: Audience[] = [
  audience('c0000000-0000-4000-8000-000000000001', 'Checkout visitors', {
    first_party: [
      { type: 'url', value: '/checkout' },
      { type: 'event', value: 'purchase' },
    ],
    size_estimate: 48_200,
  }),
  audience('c0000000-0000-4000-8000-000000000002', 'Loyalty members', {
    subtype: 'crm',
    correlation_id: 'f3b1c2d4-0000-4000-8000-000000000001',
    size_estimate: 12_900,
  }),
  audience('c0000000-0000-4000-8000-000000000003', 'Runners', { subtype: 'cdp', cdp_segments: ['lr-1'] }),
];

/** Answers a search of the inventory search service (`/collections/{collection}/documents/search`) from {@link INVENTORY_CATALOGUE}. */
export function searchCatalogue(url: URL): Response {
  const collection = url.pathname.split('/')[3] ?? '';
  const type = collection.replace('_v2', '');
  const filter = url.searchParams.get('filter_by') ?? '';
  // `id:=[…]` on its own, not the end of `dealid:=[…]`.
  const ids = /(?:^|[^\w])id:=\[([^\]]*)\]/.exec(filter)?.[1]?.split(',');
  const genres = /genres:=\[([^\]]*)\]/.exec(filter)?.[1]?.split(',');
  const minEpisodes = Number(/episode_count:>=(\d+)/.exec(filter)?.[1] ?? 0);
  const q = (url.searchParams.get('q') ?? '*').toLowerCase();
  const similarTo = /id: ([^),]+)/.exec(url.searchParams.get('vector_query') ?? '')?.[1];
  const matches = INVENTORY_CATALOGUE.filter(
    (item) =>
      item.type === type &&
      (!ids || ids.includes(item.id)) &&
      (!genres || item.genres.some((genre) => genres.includes(genre))) &&
      (item.episode_count ?? 0) >= minEpisodes &&
      (q === '*' || item.name.toLowerCase().includes(q)) &&
      item.id !== similarTo,
  );
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  const facetBy = (url.searchParams.get('facet_by') ?? '').split(',').filter(Boolean);
  const facet_counts = facetBy.map((field) => {
    const counts = new Map<string, number>();
    for (const item of matches) {
      const values = field === 'genres' ? item.genres : [String(item[field as keyof InventoryItem])];
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return { field_name: field, counts: [...counts].map(([value, count]) => ({ value, count })) };
  });
  const hits = matches
    .slice((page - 1) * perPage, page * perPage)
    .map((document, i) => (similarTo ? { document, vector_distance: 0.05 * (i + 1) } : { document }));
  return json({
    found: matches.length,
    page,
    out_of: INVENTORY_CATALOGUE.length,
    search_time_ms: 1,
    hits,
    facet_counts,
  });
}

/** Answers `searchSegments` (`/search?index=liveramp&q`) from {@link INVENTORY_SEGMENTS}: those whose name holds `q`. */
export function searchSegments(url: URL): Response {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const hits = INVENTORY_SEGMENTS.filter((segment) => segment.name.toLowerCase().includes(q));
  return json({ hits, found: hits.length, page: 1 });
}

/**
 * A `fetch` answering the platform API (playlists, audiences, segments, the advertiser's deals) and
 * the inventory search service from the fixtures above, in memory: screens get real client round
 * trips without a server. Writes answer with the saved entity.
 */
export function createInMemoryInventoryApi(): InMemoryFetch {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    if (path.startsWith('/search/collections/')) return searchCatalogue(url);
    if (path === '/search') return searchSegments(url);
    if (/^\/audiences\/[^/]+\/segments$/.test(path)) {
      const id = path.split('/')[2];
      const ids = INVENTORY_AUDIENCES.find((item) => item.id === id)?.cdp_segments ?? [];
      const segments = INVENTORY_SEGMENTS.filter((segment) => ids.includes(segment.id));
      return json({ segments, page: 0, size: 1000, total: segments.length });
    }
    const base = `/companies/${INVENTORY_ADVERTISER_ID}`;
    if (path === base)
      return json({ uuid: INVENTORY_ADVERTISER_ID, name: 'Acme', url: 'acme.example', deals: ['deal-a'] });
    for (const [resource, items] of [
      ['playlists', INVENTORY_PLAYLISTS],
      ['audiences', INVENTORY_AUDIENCES],
    ] as const) {
      if (path === `${base}/${resource}` && request.method === 'GET') return json(items);
      const one = items.find((item) => path === `${base}/${resource}/${item.id}`);
      if (one && request.method === 'GET') return json(one);
      if (path.startsWith(`${base}/${resource}`)) {
        const body = (await request.json()) as { inventory_ids?: string[] };
        // A playlist's size and combined reach follow its items, as the sandbox computes them.
        const ids = resource === 'playlists' ? body.inventory_ids : undefined;
        const derived = ids ? { inventory_size: ids.length, reach: combinedReach(ids) } : {};
        return json({ ...(one ?? items[0]), ...body, ...derived }, request.method === 'POST' ? 201 : 200);
      }
    }
    return notFound();
  };
}

/** The search service's options for `InventorySearch` and `PlaylistEditor`, answered by `fetch`. */
export const inventorySearchOptions = (fetch: InMemoryFetch): InventorySearchClientOptions => ({
  baseUrl: 'https://search.example.test/search',
  apiKey: 'sandbox-search-key',
  fetch,
});

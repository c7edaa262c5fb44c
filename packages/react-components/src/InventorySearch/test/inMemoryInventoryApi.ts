import type { InventoryItem } from '@earshot/sdk-core';
import type { Audience, Playlist, Segment } from '@earshot/validators';

/** The advertiser every fixture belongs to. */
export const ADVERTISER_ID = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';

const GENRES = ['news-commentary', 'comedy', 'true-crime', 'sports', 'technology'];
const SUPPLIES = ['Signal Media', 'Northwind Audio', 'Harbor Radio'];
const TYPES = ['podcast', 'radio', 'streaming', 'emerging'] as const;

/** A small catalogue: 40 items of each inventory type, all open in deal-a. */
export const CATALOGUE: InventoryItem[] = TYPES.flatMap((type) =>
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
  })),
);

/** Playlists of every type. */
export const PLAYLISTS: Playlist[] = Array.from({ length: 12 }, (_, i) => {
  const type = TYPES[i % TYPES.length] ?? 'podcast';
  const ids = [`${type}-${i + 1}`, `${type}-${i + 2}`];
  return {
    id: `a0000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    advertiser_id: ADVERTISER_ID,
    name: `${['Drive time', 'Comedy picks', 'News daily', 'Sports fans'][i % 4]} ${i + 1}`,
    type,
    inventory_ids: ids,
    searches: [],
    tags: [`q${(i % 4) + 1}`],
    inventory_size: ids.length,
    created_at: new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, 1 + i * 9)).toISOString(),
  };
});

/** LiveRamp segments. */
export const SEGMENTS: Segment[] = ['Marathon runners', 'Coffee lovers', 'New parents', 'Car intenders'].map(
  (name, i) => ({ id: `lr-${i + 1}`, name, provider: 'LiveRamp', size: 100_000 * (i + 1), cpm: 1 + i * 0.5 }),
);

const audience = (id: string, name: string, fields: Partial<Audience>): Audience => ({
  id,
  advertiser_id: ADVERTISER_ID,
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
export const AUDIENCES: Audience[] = [
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function searchCatalogue(url: URL): Response {
  const collection = url.pathname.split('/')[3] ?? '';
  const type = collection.replace('_v2', '');
  const filter = url.searchParams.get('filter_by') ?? '';
  const ids = /id:=\[([^\]]*)\]/.exec(filter)?.[1]?.split(',');
  const genres = /genres:=\[([^\]]*)\]/.exec(filter)?.[1]?.split(',');
  const minEpisodes = Number(/episode_count:>=(\d+)/.exec(filter)?.[1] ?? 0);
  const q = (url.searchParams.get('q') ?? '*').toLowerCase();
  const similarTo = /id: ([^),]+)/.exec(url.searchParams.get('vector_query') ?? '')?.[1];
  const matches = CATALOGUE.filter(
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
    out_of: CATALOGUE.length,
    search_time_ms: 1,
    hits,
    facet_counts,
  });
}

/**
 * A `fetch` answering the platform API and the search service from the fixtures above, in memory:
 * stories get real client round trips without a server. Writes answer with the saved entity.
 */
export function createInMemoryInventoryApi(options: { pending?: boolean; failing?: boolean } = {}) {
  return async (request: Request): Promise<Response> => {
    if (options.pending) return new Promise<Response>(() => undefined);
    // No `Message`: the failure shows in the screen's error state, not also as a toast.
    if (options.failing) return new Response(null, { status: 503 });
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    if (path.startsWith('/search/collections/')) return searchCatalogue(url);
    if (path === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const hits = SEGMENTS.filter((segment) => segment.name.toLowerCase().includes(q));
      return json({ hits, found: hits.length, page: 1 });
    }
    if (/^\/audiences\/[^/]+\/segments$/.test(path)) {
      const id = path.split('/')[2];
      const ids = AUDIENCES.find((item) => item.id === id)?.cdp_segments ?? [];
      const segments = SEGMENTS.filter((segment) => ids.includes(segment.id));
      return json({ segments, page: 0, size: 1000, total: segments.length });
    }
    const base = `/companies/${ADVERTISER_ID}`;
    if (path === base)
      return json({ uuid: ADVERTISER_ID, name: 'Acme', url: 'acme.example', deals: ['deal-a'] });
    for (const [resource, items] of [
      ['playlists', PLAYLISTS],
      ['audiences', AUDIENCES],
    ] as const) {
      if (path === `${base}/${resource}` && request.method === 'GET') return json(items);
      const one = items.find((item) => path === `${base}/${resource}/${item.id}`);
      if (one && request.method === 'GET') return json(one);
      if (path.startsWith(`${base}/${resource}`)) {
        const body = (await request.json()) as object;
        return json({ ...(one ?? items[0]), ...body }, request.method === 'POST' ? 201 : 200);
      }
    }
    return json({ Message: 'Not found', type: 'error' }, 404);
  };
}

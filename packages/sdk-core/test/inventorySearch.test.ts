import { afterEach, describe, expect, it } from 'vitest';
import { buildFilterBy, createInventorySearchClient } from '../src/index.ts';
import { type Handler, json, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const item = (id: string) => ({
  id,
  name: `Show ${id}`,
  supply: 'acast',
  type: 'podcast',
  description: '',
  dealid: 'deal-a',
  exchange: 'x',
  open: true,
  genres: ['Comedy'],
});

async function setup(handler: Handler) {
  server = await startServer(handler);
  const client = createInventorySearchClient({
    baseUrl: `${server.url}/search`,
    apiKey: 'search-key',
    fetch: (request) => fetch(request),
  });
  return { client, received: server.received };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('inventory search', () => {
  it('builds the default filters, facet selections and ranges', () => {
    expect(
      buildFilterBy({
        deals: ['deal-a', 'deal-b'],
        filters: { genres: ['Comedy', 'News, Politics'], open: [false] },
        ranges: { episode_count: { min: 10, max: 200 }, frequency: { max: 7 } },
      }),
    ).toBe(
      'open:=true && dealid:=[deal-a,deal-b] && genres:=[Comedy,`News, Politics`] && episode_count:>=10 && episode_count:<=200 && frequency:<=7',
    );
    expect(buildFilterBy({ deals: [] })).toBe('open:=true');
  });

  it('searches a collection with the defaults: page 1, 10 a page, 50 facet values, hidden facets left out', async () => {
    const { client, received } = await setup((_req, res) =>
      json(res, 200, {
        found: 1,
        page: 1,
        out_of: 9,
        search_time_ms: 1,
        hits: [{ document: item('1'), vector_distance: 0.2 }],
        facet_counts: [
          { field_name: 'genres', counts: [{ value: 'Comedy', count: 1 }] },
          { field_name: 'dealid', counts: [{ value: 'deal-a', count: 1 }] },
        ],
      }),
    );
    const result = await client.search({
      collection: 'podcast_v2',
      q: ' comedy ',
      deals: ['deal-a'],
      facetBy: ['genres', 'open', 'dealid'],
    });
    const [request] = received;
    expect(request?.url.split('?')[0]).toBe('/search/collections/podcast_v2/documents/search');
    expect(request?.headers['x-typesense-api-key']).toBe('search-key');
    expect(query(request?.url ?? '')).toEqual({
      q: 'comedy',
      query_by: 'name,description,supply',
      filter_by: 'open:=true && dealid:=[deal-a]',
      facet_by: 'genres',
      max_facet_values: '50',
      page: '1',
      per_page: '10',
    });
    expect(result.hits[0]?.vector_distance).toBe(0.2);
    expect(result.facet_counts.map((facet) => facet.field_name)).toEqual(['genres']);
  });

  it('asks for an order and for the nearest neighbours of an item', async () => {
    const { client, received } = await setup((_req, res) =>
      json(res, 200, { found: 0, page: 1, out_of: 9, search_time_ms: 1, hits: [], facet_counts: [] }),
    );
    await client.search({
      collection: 'podcast_v2',
      deals: [],
      sortBy: 'episode_count:desc',
      similarTo: 'podcast-0042',
    });
    expect(query(received[0]?.url ?? '')).toMatchObject({
      sort_by: 'episode_count:desc',
      vector_query: 'embedding:([], id: podcast-0042)',
    });
  });

  it('refuses more than 250 a page or 50 facet values before any request', async () => {
    const { client, received } = await setup((_req, res) => json(res, 200, {}));
    await expect(client.search({ collection: 'radio_v2', deals: [], perPage: 251 })).rejects.toThrow(
      'perPage must be an integer from 1 to 250',
    );
    await expect(client.search({ collection: 'radio_v2', deals: [], maxFacetValues: 51 })).rejects.toThrow(
      'maxFacetValues must be an integer from 1 to 50',
    );
    expect(received).toHaveLength(0);
  });

  it('fetches items by ids with page 1 and 250 a page, in as many requests as needed', async () => {
    const { client, received } = await setup((req, res) => {
      const ids = (query(req.url).filter_by ?? '').replace(/^id:=\[|\]$/g, '').split(',');
      json(res, 200, {
        found: ids.length,
        page: 1,
        out_of: 0,
        search_time_ms: 0,
        hits: ids.map((id) => ({ document: item(id) })),
        facet_counts: [],
      });
    });
    const ids = Array.from({ length: 260 }, (_, i) => `id${i}`);
    const items = await client.fetchByIds('streaming_v2', ids);
    expect(items.map((found) => found.id)).toEqual(ids);
    expect(received.map((request) => [query(request.url).page, query(request.url).per_page])).toEqual([
      ['1', '250'],
      ['1', '250'],
    ]);
  });

  it('names the status when the service fails', async () => {
    const { client } = await setup((_req, res) => json(res, 404, { message: 'Not Found' }));
    await expect(client.search({ collection: 'emerging_v2', deals: [] })).rejects.toThrow(
      'Inventory search failed (404): Not Found',
    );
  });
});

import {
  HIDDEN_SEARCH_FACETS,
  RANGE_SEARCH_FILTERS,
  SEARCH_LIMITS,
  type SearchCollection,
} from '@earshot/validators';
import createClient from 'openapi-fetch';
import type { components, paths } from './generated/search.d.ts';

/** An inventory item as the search service returns it. */
export type InventoryItem = components['schemas']['InventoryItem'];
/** One page of search results. */
export type InventorySearchResult = components['schemas']['SearchResult'];
/** A field filtered by a numeric range: episode_count or frequency. */
export type RangeFilterField = (typeof RANGE_SEARCH_FILTERS)[number];

/** What to search for. */
export interface InventorySearchParams {
  /** The collection, e.g. 'podcast_v2'. */
  collection: SearchCollection;
  /**
   * Free text.
   * @default '*' (everything)
   */
  q?: string;
  /** The active advertiser's deal ids: results are limited to open inventory in these deals. */
  deals: readonly string[];
  /** Facet selections: field → accepted values, e.g. `{ genres: ['Comedy'] }`. */
  filters?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** Numeric ranges on episode_count and frequency; either bound may be left out. */
  ranges?: Partial<Record<RangeFilterField, { min?: number; max?: number }>>;
  /**
   * Fields to count values of; the hidden facets open and dealid are never requested.
   * @default []
   */
  facetBy?: readonly string[];
  /**
   * Order of the hits: up to three `field:asc|desc`, e.g. `episode_count:desc`.
   * @default relevance to `q`, then name (by similarity when `similarTo` is set)
   */
  sortBy?: string;
  /** "More like this": the id of an item of the collection; hits are its nearest neighbours, without it. */
  similarTo?: string;
  /**
   * Page number, from 1.
   * @default 1
   */
  page?: number;
  /**
   * Hits per page, at most 250.
   * @default 10
   */
  perPage?: number;
  /**
   * Values returned per facet, at most 50.
   * @default 50
   */
  maxFacetValues?: number;
  /** Aborts the search. */
  signal?: AbortSignal;
}

/** Options of {@link createInventorySearchClient}. */
export interface InventorySearchClientOptions {
  /** The search service base, e.g. 'http://localhost:8787/search'. */
  baseUrl: string;
  /** The search-only API key, sent as X-TYPESENSE-API-KEY. */
  apiKey: string;
  /**
   * Fields free text is matched against.
   * @default 'name,description,supply'
   */
  queryBy?: string;
  /**
   * The fetch implementation.
   * @default globalThis.fetch
   */
  fetch?: (request: Request) => Promise<Response>;
}

/** The inventory search client. */
export interface InventorySearchClient {
  /** Runs one search with the spec §9 defaults; hidden facets are left out of `facet_counts`. */
  search(params: InventorySearchParams): Promise<InventorySearchResult>;
  /** Fetches inventory items by id (page 1, 250 a page, as many pages as the ids need). */
  fetchByIds(
    collection: SearchCollection,
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<InventoryItem[]>;
}

function filterValue(value: string | number | boolean): string {
  const text = String(value);
  // Typesense reads commas and brackets as syntax unless the value is wrapped in backticks.
  return /[,[\]`]/.test(text) ? `\`${text.replaceAll('`', '')}\`` : text;
}

function inList(field: string, values: readonly (string | number | boolean)[]): string {
  return `${field}:=[${values.map(filterValue).join(',')}]`;
}

/**
 * Builds `filter_by`: the default filters `open:=true` and `dealid:=[…deals]` (spec §9), then every
 * facet selection and range.
 */
export function buildFilterBy(params: Pick<InventorySearchParams, 'deals' | 'filters' | 'ranges'>): string {
  const clauses = ['open:=true'];
  if (params.deals.length > 0) clauses.push(inList('dealid', params.deals));
  for (const [field, values] of Object.entries(params.filters ?? {})) {
    if (values.length > 0 && !(HIDDEN_SEARCH_FACETS as readonly string[]).includes(field)) {
      clauses.push(inList(field, values));
    }
  }
  for (const field of RANGE_SEARCH_FILTERS) {
    const range = params.ranges?.[field];
    if (range?.min !== undefined) clauses.push(`${field}:>=${range.min}`);
    if (range?.max !== undefined) clauses.push(`${field}:<=${range.max}`);
  }
  return clauses.join(' && ');
}

function checkLimit(name: string, value: number, max: number) {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(
      `${name} must be an integer from 1 to ${max} (the search service limit), got ${value}`,
    );
  }
}

/** Creates the inventory search client for the Typesense-style search service. */
export function createInventorySearchClient(options: InventorySearchClientOptions): InventorySearchClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { 'X-TYPESENSE-API-KEY': options.apiKey },
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  const queryBy = options.queryBy ?? 'name,description,supply';

  const search: InventorySearchClient['search'] = async (params) => {
    const perPage = params.perPage ?? SEARCH_LIMITS.defaultPerPage;
    const maxFacetValues = params.maxFacetValues ?? SEARCH_LIMITS.maxFacetValues;
    checkLimit('perPage', perPage, SEARCH_LIMITS.maxPerPage);
    checkLimit('maxFacetValues', maxFacetValues, SEARCH_LIMITS.maxFacetValues);
    const hidden: readonly string[] = HIDDEN_SEARCH_FACETS;
    const facetBy = (params.facetBy ?? []).filter((field) => !hidden.includes(field));
    const { data, error, response } = await client.GET('/collections/{collection}/documents/search', {
      params: {
        path: { collection: params.collection },
        query: {
          q: params.q?.trim() || '*',
          query_by: queryBy,
          filter_by: buildFilterBy(params),
          ...(facetBy.length > 0 ? { facet_by: facetBy.join(','), max_facet_values: maxFacetValues } : {}),
          ...(params.sortBy ? { sort_by: params.sortBy } : {}),
          ...(params.similarTo ? { vector_query: `embedding:([], id: ${params.similarTo})` } : {}),
          page: params.page ?? 1,
          per_page: perPage,
        },
      },
      ...(params.signal ? { signal: params.signal } : {}),
    });
    if (!data) {
      throw new Error(
        `Inventory search failed (${response.status}): ${error?.message ?? response.statusText}`,
      );
    }
    return { ...data, facet_counts: data.facet_counts.filter((facet) => !hidden.includes(facet.field_name)) };
  };

  return {
    search,
    async fetchByIds(collection, ids, signal) {
      const perPage = SEARCH_LIMITS.fetchByIdsPerPage;
      const chunks = Array.from({ length: Math.ceil(ids.length / perPage) }, (_, i) =>
        ids.slice(i * perPage, (i + 1) * perPage),
      );
      const pages = await Promise.all(
        chunks.map(async (chunk) => {
          const { data, error, response } = await client.GET('/collections/{collection}/documents/search', {
            params: {
              path: { collection },
              query: {
                q: '*',
                query_by: queryBy,
                filter_by: inList('id', chunk),
                page: SEARCH_LIMITS.fetchByIdsPage,
                per_page: perPage,
              },
            },
            ...(signal ? { signal } : {}),
          });
          if (!data) {
            throw new Error(
              `Inventory search failed (${response.status}): ${error?.message ?? response.statusText}`,
            );
          }
          return data.hits.map((hit) => hit.document);
        }),
      );
      return pages.flat();
    },
  };
}

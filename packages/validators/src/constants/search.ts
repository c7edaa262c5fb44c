/** The inventory search collections, one per playlist type (spec §9). */
export const SEARCH_COLLECTIONS = [
  { value: 'podcast_v2', type: 'podcast', label: 'Podcast' },
  { value: 'radio_v2', type: 'radio', label: 'Radio' },
  { value: 'streaming_v2', type: 'streaming', label: 'Streaming' },
  { value: 'emerging_v2', type: 'emerging', label: 'Emerging' },
] as const;

/** A search collection name, e.g. `'podcast_v2'`. */
export type SearchCollection = (typeof SEARCH_COLLECTIONS)[number]['value'];

/** Limits and defaults of inventory and segment search (spec §9). */
export const SEARCH_LIMITS = {
  /** Most hits one search page may return. */
  maxPerPage: 250,
  /** Hits per page when none is asked for. */
  defaultPerPage: 10,
  /** Most values returned per facet. */
  maxFacetValues: 50,
  /** Page used when fetching inventory items by their ids. */
  fetchByIdsPage: 1,
  /** Page size used when fetching inventory items by their ids. */
  fetchByIdsPerPage: 250,
  /** Page size when listing an audience's segments. */
  audienceSegmentsSize: 1000,
} as const;

/** Facets applied by default and hidden from the user (spec §9). */
export const HIDDEN_SEARCH_FACETS = ['open', 'dealid'] as const;

/** Fields filtered by a numeric range rather than by values (spec §9). */
export const RANGE_SEARCH_FILTERS = ['episode_count', 'frequency'] as const;

import { SEARCH_LIMITS } from '@earshot/validators';
import { type FilterNode, parseFilter } from './filterParser.ts';
import { SearchError } from './searchError.ts';
import {
  FACET_FIELDS,
  type FieldName,
  QUERY_FIELD_WEIGHTS,
  type QueryField,
  SORT_FIELDS,
} from './searchFields.ts';
import { parseVectorQuery, type VectorQuery } from './vectorQuery.ts';

/** One `sort_by` entry. */
export type SortEntry = { field: FieldName | '_text_match' | '_vector_distance'; descending: boolean };

/** A validated search request. */
export type SearchRequest = {
  /** Lower-cased words of `q`; empty for `*` (every document). */
  words: string[];
  queryBy: QueryField[];
  filter: FilterNode | undefined;
  facetBy: (typeof FACET_FIELDS)[number][];
  maxFacetValues: number;
  sortBy: SortEntry[];
  page: number;
  perPage: number;
  vectorQuery: VectorQuery | undefined;
};

const MAX_SORT_FIELDS = 3;

function text(query: URLSearchParams, name: string, max: number, required = false): string | undefined {
  const value = query.get(name);
  if (value === null) {
    if (required) throw new SearchError(400, `Parameter \`${name}\` is required.`);
    return undefined;
  }
  if (value.length > max)
    throw new SearchError(400, `Parameter \`${name}\` must be at most ${max} characters.`);
  return value;
}

function integer(query: URLSearchParams, name: string, fallback: number, min: number): number {
  const value = query.get(name);
  if (value === null) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(parsed) || parsed < min) {
    throw new SearchError(400, `Parameter \`${name}\` must be a whole number ≥ ${min}, got \`${value}\`.`);
  }
  return parsed;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(allowed: readonly T[], value: string, message: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new SearchError(400, message);
  return value as T;
}

function sortEntry(part: string): SortEntry {
  const [field = '', direction = 'asc', ...rest] = part.split(':').map((piece) => piece.trim());
  if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    throw new SearchError(400, `Bad sort_by entry \`${part}\`: use \`field:asc\` or \`field:desc\`.`);
  }
  const fields = [...SORT_FIELDS, '_text_match', '_vector_distance'] as const;
  return {
    field: oneOf(fields, field, `Could not find a field named \`${field}\` in the schema for sorting.`),
    descending: direction === 'desc',
  };
}

/** Reads and checks the search parameters (Typesense names); throws {@link SearchError}. */
export function readSearchRequest(query: URLSearchParams): SearchRequest {
  const q = text(query, 'q', 500, true) as string;
  const queryBy = list(text(query, 'query_by', 500, true)).map((field) =>
    oneOf(
      Object.keys(QUERY_FIELD_WEIGHTS) as QueryField[],
      field,
      `Could not find a field named \`${field}\` in the schema (query_by takes ${Object.keys(QUERY_FIELD_WEIGHTS).join(', ')}).`,
    ),
  );
  if (queryBy.length === 0) throw new SearchError(400, 'Parameter `query_by` must name at least one field.');
  const filterText = text(query, 'filter_by', 4000)?.trim();
  const facetBy = list(text(query, 'facet_by', 500)).map((field) =>
    oneOf(FACET_FIELDS, field, `Could not find a facet field named \`${field}\` in the schema.`),
  );
  const maxFacetValues = integer(query, 'max_facet_values', SEARCH_LIMITS.maxFacetValues, 1);
  if (maxFacetValues > SEARCH_LIMITS.maxFacetValues) {
    throw new SearchError(400, `max_facet_values must be at most ${SEARCH_LIMITS.maxFacetValues}`);
  }
  const perPage = integer(query, 'per_page', SEARCH_LIMITS.defaultPerPage, 1);
  if (perPage > SEARCH_LIMITS.maxPerPage) {
    throw new SearchError(422, `per_page must be at most ${SEARCH_LIMITS.maxPerPage}`);
  }
  const sortBy = list(text(query, 'sort_by', 500)).map(sortEntry);
  if (sortBy.length > MAX_SORT_FIELDS) {
    throw new SearchError(400, `sort_by takes at most ${MAX_SORT_FIELDS} fields.`);
  }
  const vectorText = text(query, 'vector_query', 20000)?.trim();
  const vectorQuery = vectorText ? parseVectorQuery(vectorText) : undefined;
  if (!vectorQuery && sortBy.some((entry) => entry.field === '_vector_distance')) {
    throw new SearchError(400, 'Sorting by `_vector_distance` needs a `vector_query`.');
  }
  return {
    words: q.trim() === '*' ? [] : (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []),
    queryBy: [...new Set(queryBy)],
    filter: filterText ? parseFilter(filterText) : undefined,
    facetBy: [...new Set(facetBy)],
    maxFacetValues,
    sortBy,
    page: integer(query, 'page', 1, 1),
    perPage,
    vectorQuery,
  };
}

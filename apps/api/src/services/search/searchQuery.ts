import type { InventoryItem, InventorySearchResult } from '@earshot/sdk-core';
import type { SearchCollection } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { EMBEDDING_DIMENSIONS } from '../catalogue/embedding.ts';
import { filterSql } from './filterSql.ts';
import { SearchError } from './searchError.ts';
import { FIELD_KINDS, QUERY_FIELD_WEIGHTS } from './searchFields.ts';
import type { SearchRequest } from './searchRequest.ts';
import { SqlParameters } from './sqlParameters.ts';

/** One facet's value counts (and numeric stats), as the search contract shows them. */
type FacetCount = InventorySearchResult['facet_counts'][number];

/** A stored `inventory_items` row: the two optional numbers are null when unknown. */
type ItemRow = Omit<InventoryItem, 'episode_count' | 'frequency' | 'vector_distance'> & {
  episode_count: number | null;
  frequency: number | null;
  vector_distance?: number;
};

const DOCUMENT_COLUMNS = [
  'id',
  'name',
  'supply',
  'type',
  'description',
  'dealid',
  'exchange',
  'open',
  'genres',
  'episode_count',
  'frequency',
]
  .map((column) => `m."${column}"`)
  .join(', ');

function tsquery(words: string[], weights: string): string {
  return words.map((word, i) => `${word}:${i === words.length - 1 ? '*' : ''}${weights}`).join(' & ');
}

/**
 * Cosine distance between each row's embedding and the query vector: pgvector's `<=>` when the
 * database has it, else the dot product and norm written out over the 32 array elements (plain
 * arithmetic per row, no set-returning function).
 */
function cosineDistanceSql(pgvector: boolean, vector: number[], params: SqlParameters): string {
  if (pgvector) return `(embedding_vector OPERATOR(public.<=>) ${params.add(`[${vector}]`)}::public.vector)`;
  const query = `${params.add(`{${vector}}`)}::double precision[]`;
  const dimensions = Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => i + 1);
  const dot = dimensions.map((i) => `embedding[${i}] * (${query})[${i}]`).join(' + ');
  const norm = dimensions.map((i) => `embedding[${i}] * embedding[${i}]`).join(' + ');
  const queryNorm = Math.hypot(...vector);
  return `(1 - (${dot}) / NULLIF(sqrt(${norm}) * ${params.add(queryNorm)}::double precision, 0))`;
}

async function queryVector(
  db: Database,
  collection: SearchCollection,
  request: SearchRequest,
): Promise<number[] | undefined> {
  const vectorQuery = request.vectorQuery;
  if (!vectorQuery) return undefined;
  if (vectorQuery.id === undefined) return vectorQuery.vector;
  const { rows } = await db.query<{ embedding: number[] }>(
    'SELECT embedding FROM inventory_items WHERE collection = $1 AND id = $2',
    [collection, vectorQuery.id],
  );
  const row = rows[0];
  if (!row)
    throw new SearchError(400, `Document id \`${vectorQuery.id}\` referenced in vector query is not found.`);
  return row.embedding;
}

function toDocument(row: ItemRow): InventoryItem {
  const { episode_count, frequency, vector_distance: _distance, ...rest } = row;
  return {
    ...rest,
    ...(episode_count === null ? {} : { episode_count }),
    ...(frequency === null ? {} : { frequency }),
  };
}

/**
 * Runs a search over one collection: the matching set (text, filter and, with a vector query, the
 * `k` nearest), its size, one page of hits in the requested order, and the facet counts.
 */
export async function runSearch(
  db: Database,
  collection: SearchCollection,
  request: SearchRequest,
  pgvector: boolean,
): Promise<Omit<InventorySearchResult, 'search_time_ms'>> {
  const params = new SqlParameters();
  const conditions = [`collection = ${params.add(collection)}`];
  const textWeights = request.queryBy.map((field) => QUERY_FIELD_WEIGHTS[field]);
  const textQuery =
    request.words.length > 0
      ? `to_tsquery('simple', ${params.add(tsquery(request.words, textWeights.join('')))})`
      : undefined;
  if (textQuery) conditions.push(`search @@ ${textQuery}`);
  if (request.filter) conditions.push(filterSql(request.filter, params));
  const vector = await queryVector(db, collection, request);
  if (request.vectorQuery?.id !== undefined) conditions.push(`id <> ${params.add(request.vectorQuery.id)}`);
  const distance = vector ? cosineDistanceSql(pgvector, vector, params) : 'NULL';
  // Typesense ranks a document higher when the words match in an earlier query_by field: one
  // match flag per field, in query_by order, then the overall rank.
  const textColumns = !textQuery
    ? []
    : [
        ...textWeights.map(
          (weight, i) =>
            `(search @@ to_tsquery('simple', ${params.add(tsquery(request.words, weight))})) AS text_match_${i}`,
        ),
        `ts_rank(search, ${textQuery}) AS text_rank`,
      ];
  const textOrder = (direction: string) =>
    textColumns.length === 0
      ? []
      : [...textWeights.map((_, i) => `m.text_match_${i} ${direction}`), `m.text_rank ${direction}`];

  let matched = `SELECT ${['*', ...textColumns, `${distance}::double precision AS vector_distance`].join(', ')}
    FROM inventory_items WHERE ${conditions.join(' AND ')}`;
  if (vector && request.vectorQuery?.k !== undefined) {
    matched = `${matched} ORDER BY vector_distance, id LIMIT ${params.add(request.vectorQuery.k)}`;
  }
  // Every statement below uses all parameters, so each one's type is known to the server.
  const from = `FROM (${matched}) AS m`;

  const order: string[] = [];
  for (const entry of request.sortBy) {
    const direction = entry.descending ? 'DESC' : 'ASC';
    if (entry.field === '_text_match') order.push(...textOrder(direction));
    else if (entry.field === '_vector_distance') order.push(`m.vector_distance ${direction}`);
    else {
      // Text in byte order ("C"), so it sorts alike on every database whatever its collation.
      const collate = FIELD_KINDS[entry.field] === 'string' ? ' COLLATE "C"' : '';
      order.push(`m."${entry.field}"${collate} ${direction} NULLS LAST`);
    }
  }
  if (request.sortBy.length === 0) {
    if (vector) order.push('m.vector_distance ASC');
    else order.push(...textOrder('DESC'));
  }
  order.push('m.id COLLATE "C" ASC');

  const values = params.values;
  const offset = (request.page - 1) * request.perPage;
  const [total, found, hits, facets] = await Promise.all([
    db.query<{ count: number }>('SELECT count(*) AS count FROM inventory_items WHERE collection = $1', [
      collection,
    ]),
    db.query<{ count: number }>(`SELECT count(*) AS count ${from}`, values),
    db.query<ItemRow>(
      `SELECT ${DOCUMENT_COLUMNS}, m.vector_distance ${from} ORDER BY ${order.join(', ')}
       LIMIT ${request.perPage} OFFSET ${offset}`,
      values,
    ),
    Promise.all(request.facetBy.map((field) => facetCount(db, field, from, values, request.maxFacetValues))),
  ]);
  return {
    found: found.rows[0]?.count ?? 0,
    page: request.page,
    out_of: total.rows[0]?.count ?? 0,
    hits: hits.rows.map((row) => ({
      document: toDocument(row),
      ...(vector ? { vector_distance: row.vector_distance as number } : {}),
    })),
    facet_counts: facets,
  };
}

async function facetCount(
  db: Database,
  field: SearchRequest['facetBy'][number],
  from: string,
  values: unknown[],
  maxFacetValues: number,
): Promise<FacetCount> {
  const kind = FIELD_KINDS[field];
  const valueSql = kind === 'string[]' ? 'facet.value' : `m."${field}"::text`;
  const source =
    kind === 'string[]' ? `${from} CROSS JOIN LATERAL unnest(m."${field}") AS facet(value)` : from;
  const { rows: counts } = await db.query<{ value: string; count: number }>(
    `SELECT ${valueSql} COLLATE "C" AS value, count(*) AS count ${source}
     WHERE ${valueSql} IS NOT NULL GROUP BY 1 ORDER BY count DESC, value ASC LIMIT ${maxFacetValues}`,
    values,
  );
  const facet: FacetCount = { field_name: field, counts };
  if (kind === 'int' || kind === 'float') {
    const { rows } = await db.query<{ count: number; min: number; max: number; avg: number; sum: number }>(
      `SELECT count(m."${field}") AS count, min(m."${field}")::double precision AS min,
              max(m."${field}")::double precision AS max, avg(m."${field}")::double precision AS avg,
              sum(m."${field}")::double precision AS sum ${from}`,
      values,
    );
    const row = rows[0];
    if (row && row.count > 0) facet.stats = { min: row.min, max: row.max, avg: row.avg, sum: row.sum };
  }
  return facet;
}

import type { InventorySearchResult } from '@earshot/sdk-core';
import type { SearchCollection } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import type { FilterNode } from './filterParser.ts';
import { filterSql } from './filterSql.ts';
import type { SearchRequest } from './searchRequest.ts';
import { SqlParameters } from './sqlParameters.ts';

/** One facet's value counts, as the search contract shows them. */
type FacetCount = InventorySearchResult['facet_counts'][number];

/** What `found` and each facet read in `inventory_facet_rollup` (migration 099). */
const ROLLUP_FACETS: Partial<Record<SearchRequest['facetBy'][number], { field: string; value: string }>> = {
  genres: { field: 'genres', value: 'r.value' },
  exchange: { field: 'exchange', value: 'r.value' },
  supply: { field: 'supply', value: 'r.value' },
  type: { field: 'type', value: 'r.value' },
  // Every rollup row has the deal and `open` of its items: the item counts grouped by them.
  dealid: { field: '', value: 'r.dealid' },
  open: { field: '', value: 'r.open::text' },
};

/** Fields every rollup row carries as columns: a filter on them alone reads alike on the rollup. */
const KEY_FIELDS: ReadonlySet<string> = new Set(['dealid', 'open']);

/** Bucket levels: level L holds buckets 2^L episodes wide, for L = 0, 3, … 30. */
const LEVEL_STEP = 3;
const TOP_LEVEL = 30;
/** The level whose one bucket holds every item, with or without an episode count. */
const ALL_LEVEL = 31;
/** The column is a non-negative `integer`. */
const MAX_EPISODE_COUNT = 2 ** 31 - 1;
/** Above this many buckets a search counts its matches instead (a long list of single counts). */
const MAX_BUCKETS = 512;

/** Whole numbers `[from, to]`, both included. */
type Interval = readonly [number, number];

/** The rollup rows that answer a search: buckets of (level, bucket), and a filter on the key fields. */
export type FacetRollupPlan = {
  levels: number[];
  buckets: number[];
  keyFilter: FilterNode | undefined;
};

function conjuncts(node: FilterNode): FilterNode[] {
  return node.kind === 'and' ? [...conjuncts(node.left), ...conjuncts(node.right)] : [node];
}

function fieldsOf(node: FilterNode): string[] {
  if (node.kind === 'match' || node.kind === 'compare') return [node.field];
  return [...fieldsOf(node.left), ...fieldsOf(node.right)];
}

/** A bound the statement would compare as an `integer`, or undefined (the database decides). */
function integerBound(text: string): number | undefined {
  const value = Number(text);
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_EPISODE_COUNT ? value : undefined;
}

function clamp([from, to]: Interval): Interval[] {
  const clamped: Interval = [Math.max(from, 0), Math.min(to, MAX_EPISODE_COUNT)];
  return clamped[0] <= clamped[1] ? [clamped] : [];
}

/** Sorted, disjoint and not touching. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  return merge(
    a.flatMap(([aFrom, aTo]) =>
      b.flatMap(([bFrom, bTo]) => clamp([Math.max(aFrom, bFrom), Math.min(aTo, bTo)])),
    ),
  );
}

/**
 * The episode counts a condition on `episode_count` lets through, as `filterSql` compiles it:
 * comparisons and ranges against `integer` parameters, single values against `double precision`
 * ones. Undefined for a negated match, or a bound the database would reject or convert.
 */
function episodeIntervals(node: FilterNode): Interval[] | undefined {
  if (node.kind === 'compare') {
    const bound = integerBound(node.value);
    if (bound === undefined) return undefined;
    const interval: Interval = {
      '>': [bound + 1, MAX_EPISODE_COUNT] as const,
      '>=': [bound, MAX_EPISODE_COUNT] as const,
      '<': [0, bound - 1] as const,
      '<=': [0, bound] as const,
    }[node.operator];
    return clamp(interval);
  }
  if (node.kind !== 'match' || node.negated) return undefined;
  const intervals: Interval[] = [];
  for (const value of node.values) {
    if ('min' in value) {
      const [from, to] = [integerBound(value.min), integerBound(value.max)];
      if (from === undefined || to === undefined) return undefined;
      intervals.push(...clamp([from, to]));
    } else {
      const exact = Number(value.value);
      if (Number.isInteger(exact)) intervals.push(...clamp([exact, exact]));
    }
  }
  return merge(intervals);
}

/** The aligned buckets that make up `[from, to]`: the widest that fit, at most 14 a level. */
function buckets([from, to]: Interval, into: { levels: number[]; buckets: number[] }): void {
  let start = from;
  while (start <= to) {
    let level = TOP_LEVEL;
    while (level > 0 && (start % 2 ** level !== 0 || start + 2 ** level - 1 > to)) level -= LEVEL_STEP;
    into.levels.push(level);
    into.buckets.push(start / 2 ** level);
    start += 2 ** level;
  }
}

/**
 * Whether the rollup can answer this search's `found` and facets, and from which rows: a search
 * with no words and no vector query, facets among the rollup's, and a filter that is a conjunction
 * of conditions on the deal and `open` and of `episode_count` ranges or comparisons. Undefined
 * when it cannot (the matches are then counted).
 */
export function facetRollupPlan(request: SearchRequest): FacetRollupPlan | undefined {
  if (request.words.length > 0 || request.vectorQuery) return undefined;
  if (!request.facetBy.every((field) => ROLLUP_FACETS[field])) return undefined;
  const keyConditions: FilterNode[] = [];
  let episodes: Interval[] | undefined;
  for (const condition of request.filter ? conjuncts(request.filter) : []) {
    if (fieldsOf(condition).every((field) => KEY_FIELDS.has(field))) {
      keyConditions.push(condition);
      continue;
    }
    const onEpisodes =
      (condition.kind === 'match' || condition.kind === 'compare') && condition.field === 'episode_count';
    const intervals = onEpisodes ? episodeIntervals(condition) : undefined;
    if (!intervals) return undefined;
    episodes = episodes ? intersect(episodes, intervals) : intervals;
  }
  const plan: FacetRollupPlan = {
    levels: [],
    buckets: [],
    keyFilter: keyConditions.reduce<FilterNode | undefined>(
      (left, right) => (left ? { kind: 'and', left, right } : right),
      undefined,
    ),
  };
  if (episodes === undefined) {
    plan.levels.push(ALL_LEVEL);
    plan.buckets.push(0);
    return plan;
  }
  for (const interval of episodes) {
    buckets(interval, plan);
    if (plan.levels.length > MAX_BUCKETS) return undefined;
  }
  return plan;
}

/** `FROM` and `WHERE` of a statement over the plan's rows of one field, with its parameters. */
function rollupRows(collection: SearchCollection, plan: FacetRollupPlan, field: string) {
  const params = new SqlParameters();
  const conditions = [`r.collection = ${params.add(collection)}`, `r.field = ${params.add(field)}`];
  if (plan.keyFilter) conditions.push(filterSql(plan.keyFilter, params));
  const from = `FROM unnest(${params.add(plan.levels)}::smallint[], ${params.add(plan.buckets)}::integer[])
      AS p(level, bucket)
    JOIN inventory_facet_rollup AS r ON r.level = p.level AND r.bucket = p.bucket
    WHERE ${conditions.join(' AND ')}`;
  return { from, values: params.values };
}

/**
 * `found` and the facet counts of a search the plan answers, read from the rollup: the same
 * numbers, in the same order, as counting the matches.
 */
export async function countFromRollup(
  db: Database,
  collection: SearchCollection,
  request: SearchRequest,
  plan: FacetRollupPlan,
): Promise<{ found: number; facets: FacetCount[] }> {
  const items = rollupRows(collection, plan, '');
  const [found, facets] = await Promise.all([
    db
      .query<{ count: number }>(`SELECT coalesce(sum(r.items), 0) AS count ${items.from}`, items.values)
      .then(({ rows }) => rows[0]?.count ?? 0),
    Promise.all(
      request.facetBy.map(async (name) => {
        const facet = ROLLUP_FACETS[name];
        if (!facet) throw new Error(`The rollup has no facet ${name}`);
        const rows = rollupRows(collection, plan, facet.field);
        const { rows: counts } = await db.query<{ value: string; count: number }>(
          `SELECT ${facet.value} COLLATE "C" AS value, sum(r.items) AS count ${rows.from}
           GROUP BY 1 ORDER BY count DESC, value ASC LIMIT ${request.maxFacetValues}`,
          rows.values,
        );
        return { field_name: name, counts: counts.map(({ value, count }) => ({ value, count })) };
      }),
    ),
  ]);
  return { found, facets };
}

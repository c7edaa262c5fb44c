/** How a document field is stored and compared. */
export type FieldKind = 'string' | 'string[]' | 'bool' | 'int' | 'float';

/** The document fields of every inventory collection; each is a column of `inventory_items`. */
export const FIELD_KINDS = {
  id: 'string',
  name: 'string',
  supply: 'string',
  type: 'string',
  description: 'string',
  dealid: 'string',
  exchange: 'string',
  open: 'bool',
  genres: 'string[]',
  episode_count: 'int',
  frequency: 'float',
  audience_size: 'int',
  weekly_impressions: 'int',
  cpm_floor: 'float',
} as const satisfies Record<string, FieldKind>;

/** A document field name. */
export type FieldName = keyof typeof FIELD_KINDS;

/** Fields `q` can search, with the full-text weight label each is indexed under (migration 065). */
export const QUERY_FIELD_WEIGHTS = { name: 'A', description: 'B', supply: 'C', genres: 'D' } as const;

/** A field `query_by` may name. */
export type QueryField = keyof typeof QUERY_FIELD_WEIGHTS;

/** Fields `facet_by` may name. */
export const FACET_FIELDS = [
  'supply',
  'type',
  'dealid',
  'exchange',
  'open',
  'genres',
  'episode_count',
  'frequency',
] as const satisfies readonly FieldName[];

/** Fields `sort_by` may name besides the special `_text_match` and `_vector_distance`. */
export const SORT_FIELDS = ['episode_count', 'frequency', 'name'] as const satisfies readonly FieldName[];

/** The field's kind, or undefined when the collections have no such field. */
export function fieldKind(name: string): FieldKind | undefined {
  return Object.hasOwn(FIELD_KINDS, name) ? FIELD_KINDS[name as FieldName] : undefined;
}

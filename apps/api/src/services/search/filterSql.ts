import type { FilterNode, FilterValue } from './filterParser.ts';
import { SearchError } from './searchError.ts';
import { type FieldKind, fieldKind } from './searchFields.ts';
import type { SqlParameters } from './sqlParameters.ts';

function kindOf(field: string): FieldKind {
  const kind = fieldKind(field);
  if (!kind) throw new SearchError(400, `Could not find a filter field named \`${field}\` in the schema.`);
  return kind;
}

function number(field: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) {
    throw new SearchError(400, `Value of filter field \`${field}\` must be a number, got \`${text}\`.`);
  }
  return value;
}

function single(field: string, value: FilterValue): string {
  if ('min' in value) {
    throw new SearchError(
      400,
      `A range (\`${value.min}..${value.max}\`) needs a numeric field, not \`${field}\`.`,
    );
  }
  return value.value;
}

function boolean(field: string, text: string): boolean {
  if (text === 'true' || text === 'false') return text === 'true';
  throw new SearchError(
    400,
    `Value of filter field \`${field}\` must be \`true\` or \`false\`, got \`${text}\`.`,
  );
}

function matchSql(node: Extract<FilterNode, { kind: 'match' }>, params: SqlParameters): string {
  const column = `"${node.field}"`;
  const kind = kindOf(node.field);
  switch (kind) {
    case 'string':
      return `${column} = ANY(${params.add(node.values.map((value) => single(node.field, value)))}::text[])`;
    case 'string[]':
      return `${column} && ${params.add(node.values.map((value) => single(node.field, value)))}::text[]`;
    case 'bool':
      return `${column} = ANY(${params.add(node.values.map((value) => boolean(node.field, single(node.field, value))))}::boolean[])`;
    case 'int':
    case 'float': {
      const exact = node.values.filter((value) => !('min' in value));
      const ranges = node.values.filter((value) => 'min' in value);
      const parts = ranges.map(
        (range) =>
          `${column} BETWEEN ${params.add(number(node.field, range.min))} AND ${params.add(number(node.field, range.max))}`,
      );
      if (exact.length > 0) {
        const values = exact.map((value) => number(node.field, single(node.field, value)));
        parts.unshift(`${column} = ANY(${params.add(values)}::double precision[])`);
      }
      return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
    }
  }
}

/**
 * Compiles a parsed filter into a SQL condition over `inventory_items` columns, checking every
 * field and value against the collection schema (400 {@link SearchError} otherwise). Values become
 * parameters; column names come only from the schema.
 */
export function filterSql(node: FilterNode, params: SqlParameters): string {
  switch (node.kind) {
    case 'and':
    case 'or':
      return `(${filterSql(node.left, params)} ${node.kind.toUpperCase()} ${filterSql(node.right, params)})`;
    case 'compare': {
      const kind = kindOf(node.field);
      if (kind !== 'int' && kind !== 'float') {
        throw new SearchError(
          400,
          `Comparison \`${node.operator}\` needs a numeric field, not \`${node.field}\`.`,
        );
      }
      return `"${node.field}" ${node.operator} ${params.add(number(node.field, node.value))}`;
    }
    case 'match': {
      const condition = matchSql(node, params);
      // A missing value (no episode count on a radio station) is "not equal" to anything.
      return node.negated ? `NOT COALESCE(${condition}, false)` : condition;
    }
  }
}

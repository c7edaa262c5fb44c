import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';

/**
 * The SQL type a written column's parameter is cast to (`''`: none, the column's own). A `jsonb`
 * value is sent as JSON text.
 */
export type ColumnCast = '' | 'jsonb' | 'date' | 'uuid[]' | 'text[]';

type Trim<S extends string> = S extends ` ${infer T}` | `\n${infer T}` ? Trim<T> : S;
type ColumnName<S extends string> = Trim<S> extends `${infer Name}::${string}` ? Name : Trim<S>;
type ColumnNames<S extends string> = S extends `${infer Head},${infer Tail}`
  ? ColumnName<Head> | ColumnNames<Tail>
  : ColumnName<S>;

/** `S` when it names exactly the columns of `Fields`; otherwise a type naming what is off. */
type ColumnList<Fields, S extends string> = [Exclude<ColumnNames<S>, keyof Fields>] extends [never]
  ? [Exclude<keyof Fields, ColumnNames<S>>] extends [never]
    ? S
    : `missing: ${Exclude<keyof Fields, ColumnNames<S>> & string}`
  : `not a field: ${Exclude<ColumnNames<S>, keyof Fields>}`;

/** A table of records that each belong to one advertiser (`advertiser_uuid`). */
export type AdvertiserTableSpec<Fields, S extends string> = {
  /** The table's name. */
  table: string;
  /** The column that names a record within its advertiser, e.g. `id`. */
  key: string;
  /** What reads and writes return: the select list. */
  select: string;
  /** How lists are sorted. */
  order: string;
  /**
   * The columns a user's fields are written to, separated by commas, each with its parameter's
   * cast where it needs one (`targeting::jsonb`); checked against `Fields` when compiling.
   */
  columns: ColumnList<Fields, S>;
};

/** Reads and writes of an advertiser's records; every statement is parameterized. */
export type AdvertiserTable<Row, Fields> = {
  /** The advertiser's records, in the table's order. */
  list(db: Database, advertiserUuid: string): Promise<Row[]>;
  /** One record of the advertiser, or `null`. */
  find(db: Database, advertiserUuid: string, key: string): Promise<Row | null>;
  /** Stores a new record, created and changed `now`, and returns it. */
  insert(db: Database, advertiserUuid: string, fields: Fields, now: Date): Promise<Row>;
  /** Overwrites every field of a record; `null` when it does not exist. */
  save(db: Database, advertiserUuid: string, key: string, fields: Fields, now: Date): Promise<Row | null>;
  /** Writes the fields `changes` gives a value; `null` when the record does not exist. */
  update(
    db: Database,
    advertiserUuid: string,
    key: string,
    changes: Partial<Fields>,
    now: Date,
  ): Promise<Row | null>;
  /** Deletes a record; returns whether it existed. */
  remove(db: Database, advertiserUuid: string, key: string): Promise<boolean>;
};

const parameter = (index: number, cast: ColumnCast) => (cast ? `$${index}::${cast}` : `$${index}`);

/** A written column and its parameter's cast. */
export type WrittenColumn<Fields> = readonly [keyof Fields & string, ColumnCast];

/** Parses a column list such as `name, targeting::jsonb` (see {@link AdvertiserTableSpec.columns}). */
export function writtenColumns<Fields>(list: string): WrittenColumn<Fields>[] {
  return list.split(',').map((entry) => {
    const [column, cast = ''] = entry.trim().split('::');
    return [column as keyof Fields & string, cast as ColumnCast];
  });
}

/**
 * Appends the value of each of `columns` that `changes` gives (not `undefined`) to `params` and
 * returns their `column = $n` assignments. Column names come from `columns`, a fixed list, never
 * from the request.
 */
export function assignments<Fields>(
  columns: readonly WrittenColumn<Fields>[],
  changes: Partial<Fields>,
  params: unknown[],
): string[] {
  const sets: string[] = [];
  for (const [column, cast] of columns) {
    const value = changes[column];
    if (value === undefined) continue;
    params.push(cast === 'jsonb' ? JSON.stringify(value) : value);
    sets.push(`${column} = ${parameter(params.length, cast)}`);
  }
  return sets;
}

/**
 * The statements of an advertiser's table, built once from its description: give the row and
 * field types, then the description, e.g. `advertiserTable<AssetRow, NewAsset>()({ … })`.
 */
export function advertiserTable<Row, Fields>() {
  return <const S extends string>(spec: AdvertiserTableSpec<Fields, S>): AdvertiserTable<Row, Fields> =>
    tableStatements<Row, Fields>(spec.table, spec.key, spec.select, spec.order, writtenColumns(spec.columns));
}

function tableStatements<Row, Fields>(
  table: string,
  key: string,
  select: string,
  order: string,
  columns: readonly WrittenColumn<Fields>[],
): AdvertiserTable<Row, Fields> {
  const values = (fields: Fields) =>
    columns.map(([column, cast]) => (cast === 'jsonb' ? JSON.stringify(fields[column]) : fields[column]));
  const names = columns.map(([column]) => column).join(', ');
  // insert: $1 advertiser, $2 now, then the fields; save: $1 advertiser, $2 key, $3 now, then the fields.
  const insertValues = columns.map(([, cast], index) => parameter(index + 3, cast)).join(', ');
  const saveSets = columns.map(([column, cast], index) => `${column} = ${parameter(index + 4, cast)}`);
  const whereOne = `WHERE advertiser_uuid = $1 AND ${key} = $2`;
  const statements = {
    list: `SELECT ${select} FROM ${table} WHERE advertiser_uuid = $1 ORDER BY ${order}`,
    find: `SELECT ${select} FROM ${table} ${whereOne}`,
    insert: `INSERT INTO ${table} (advertiser_uuid, created_at, updated_at, ${names})
      VALUES ($1, $2, $2, ${insertValues}) RETURNING ${select}`,
    save: `UPDATE ${table} SET ${[...saveSets, 'updated_at = $3'].join(', ')} ${whereOne} RETURNING ${select}`,
    remove: `DELETE FROM ${table} ${whereOne} RETURNING ${key}`,
  };
  return {
    async list(db, advertiserUuid) {
      return (await db.query<Row>(statements.list, [advertiserUuid])).rows;
    },
    async find(db, advertiserUuid, id) {
      return queryFirst<Row>(db, statements.find, [advertiserUuid, id]);
    },
    async insert(db, advertiserUuid, fields, now) {
      const { rows } = await db.query<Row>(statements.insert, [advertiserUuid, now, ...values(fields)]);
      return rows[0] as Row;
    },
    async save(db, advertiserUuid, id, fields, now) {
      return queryFirst<Row>(db, statements.save, [advertiserUuid, id, now, ...values(fields)]);
    },
    async update(db, advertiserUuid, id, changes, now) {
      const params: unknown[] = [advertiserUuid, id, now];
      const sets = [...assignments(columns, changes, params), 'updated_at = $3'];
      const sql = `UPDATE ${table} SET ${sets.join(', ')} ${whereOne} RETURNING ${select}`;
      return queryFirst<Row>(db, sql, params);
    },
    async remove(db, advertiserUuid, id) {
      return (await db.query(statements.remove, [advertiserUuid, id])).rows.length > 0;
    },
  };
}

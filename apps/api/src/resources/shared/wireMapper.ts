/** How a wire field is computed from a row, when it is not the row's column of the same name. */
export type WireConverters<Row, Wire> = { [K in keyof Wire]?: (row: Row) => Wire[K] };

/** Wire fields a row holds as they are: the same name, a type the wire accepts. */
type CopiedFields<Row, Wire> = {
  [K in keyof Wire]-?: K extends keyof Row ? (Row[K] extends Wire[K] ? K : never) : never;
}[keyof Wire];

/** The converters a mapper needs: one for every wire field the row does not hold as it is. */
type NeededConverters<Row, Wire> = WireConverters<Row, Wire> &
  Required<Pick<WireConverters<Row, Wire>, Exclude<keyof Wire, CopiedFields<Row, Wire>>>>;

type Words<S extends string> = S extends `${infer Head} ${infer Tail}` ? Head | Words<Tail> : S;

/** `S` when its words are exactly the fields of `Wire`; otherwise a type naming what is off. */
type FieldList<Wire, S extends string> = [Exclude<Words<S>, keyof Wire>] extends [never]
  ? [Exclude<keyof Wire, Words<S>>] extends [never]
    ? S
    : `missing: ${Exclude<keyof Wire, Words<S>> & string}`
  : `not in the contract: ${Exclude<Words<S>, keyof Wire>}`;

/**
 * Builds a row → wire mapper for the contract's `Wire`. `fields` names every wire field, in order,
 * separated by spaces (checked against `Wire` when compiling); each is the row's column of the
 * same name, unless `convert` computes it.
 */
export function wireMapper<Row, Wire>() {
  return <const S extends string>(
    fields: FieldList<Wire, S>,
    convert: NeededConverters<Row, Wire>,
  ): ((row: Row) => Wire) => {
    const readers = (fields as string).split(' ').map((field) => {
      const read = convert[field as keyof Wire] ?? ((row: Row) => (row as Record<string, unknown>)[field]);
      return [field, read] as const;
    });
    return (row) => {
      const wire: Record<string, unknown> = {};
      for (const [field, read] of readers) wire[field] = read(row);
      return wire as Wire;
    };
  };
}

/** A timestamp column as an ISO 8601 string. */
export const isoTime =
  <K extends string>(column: K) =>
  (row: { [P in K]: Date | string }): string =>
    new Date(row[column]).toISOString();

/** A nullable timestamp column as an ISO 8601 string, `null` staying `null`. */
export const nullableIsoTime =
  <K extends string>(column: K) =>
  (row: { [P in K]: Date | string | null }): string | null => {
    const value = row[column];
    return value === null ? null : new Date(value).toISOString();
  };

/** A numeric column (`int8` and `numeric` may arrive as text) as a number. */
export const numeric =
  <K extends string>(column: K) =>
  (row: { [P in K]: number | string }): number =>
    Number(row[column]);

/** A nullable numeric column as a number, `null` staying `null`. */
export const nullableNumeric =
  <K extends string>(column: K) =>
  (row: { [P in K]: number | string | null }): number | null => {
    const value = row[column];
    return value === null ? null : Number(value);
  };

/** The columns every record of an advertiser has, as read. */
export type AdvertiserRecordRow = {
  advertiser_uuid: string;
  created_at: Date | string;
  updated_at: Date | string;
};

/** The common columns of an advertiser's record: its advertiser as `advertiser_id`, its creation and last change. */
export const advertiserRecord = {
  advertiser_id: (row: { advertiser_uuid: string }) => row.advertiser_uuid,
  created_at: isoTime('created_at'),
  updated_at: isoTime('updated_at'),
};

/**
 * One interface over PGlite (embedded) and node-postgres (a real PostgreSQL server), so every
 * repository runs unchanged on both. Parameters use PostgreSQL's `$1, $2…` placeholders.
 *
 * Both implementations parse result values alike: `int8` as a number, `numeric` as a string,
 * `timestamptz` and `date` as `Date` (a `date` at UTC midnight), `jsonb` as parsed JSON, arrays as arrays.
 */
export interface Database {
  /** Runs one statement. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /**
   * Runs `fn` inside a transaction: committed when it resolves, rolled back when it throws. Inside,
   * use only `tx` — on PGlite the outer database waits for the transaction to finish.
   */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Releases the connection(s); the database is unusable afterwards. */
  close(): Promise<void>;
  /**
   * Reads the version of the data: two readings are equal only if nothing was written between them,
   * and a reading comes after every write that had finished when it was asked for. So an answer
   * read from the data while the version stood still may be given again for as long as it stands
   * (`http/readCache.ts`). PGlite: a count, kept in memory, of the writes of this process, the only
   * one writing to it. PostgreSQL: the server's snapshot of finished transactions, read by a
   * statement sent after the call. Absent inside a transaction.
   */
  readonly dataVersion?: () => number | string | Promise<number | string>;
}

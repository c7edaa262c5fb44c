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
   * Present when every write to the data passes through this object (PGlite: one process's own
   * database). Its value moves on after each statement that may have written, script and
   * transaction, so an answer read while it stood still may be given again until it moves
   * (`http/readCache.ts`). Absent on PostgreSQL, which other processes write to as well.
   */
  readonly writes?: { readonly value: number };
}

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
}

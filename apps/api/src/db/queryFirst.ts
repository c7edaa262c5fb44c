import type { Database } from './database.ts';

/** Runs one statement and answers its first row, or `null` when it returns none. */
export async function queryFirst<T>(db: Database, sql: string, params: unknown[] = []): Promise<T | null> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

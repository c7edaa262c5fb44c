import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

/** The folder holding `NNN_name.sql` migrations. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same for every process migrating the same database.
const MIGRATION_LOCK_KEY = 724_001;

/**
 * Applies the numbered SQL migrations not yet recorded in `schema_migrations`, in file-name order,
 * in one transaction. An advisory lock makes concurrent starts wait for each other instead of
 * applying the same file twice. Returns the names of the files applied.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const pending = files.filter((name) => !applied.has(name));
    for (const name of pending) {
      try {
        await tx.exec(readFileSync(join(dir, name), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
    return pending;
  });
}

import type { ApiConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/** The configured database: PostgreSQL when `DATABASE_URL` is set, else PGlite in the data directory. */
export function openDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ connectionString: config.databaseUrl })
    : openPglite({ dataDir: config.dataDir });
}

/** Where the configured database lives, for the log (without credentials). */
export function describeDatabase(config: Pick<ApiConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.host}${url.pathname}`;
}

import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import type { Database } from './database.ts';
import { WriteGeneration } from './writeGeneration.ts';

type Queryable = Pick<Transaction, 'query' | 'exec'>;

function wrapTransaction(tx: Transaction, writes: WriteGeneration): Database {
  return {
    query: (sql, params) => writes.afterStatement(sql, () => runQuery(tx, sql, params)),
    transaction: async (fn) => {
      // A nested transaction becomes a savepoint, as on PostgreSQL: an inner failure rolls back only
      // its own work and leaves the outer transaction usable.
      await tx.exec('SAVEPOINT nested');
      try {
        const result = await fn(wrapTransaction(tx, writes));
        await tx.exec('RELEASE SAVEPOINT nested');
        return result;
      } catch (error) {
        await tx.exec('ROLLBACK TO SAVEPOINT nested');
        throw error;
      }
    },
    exec: async (sql) => {
      await writes.after(() => tx.exec(sql));
    },
    close: async () => {
      throw new Error('Close the database, not a transaction');
    },
  };
}

async function runQuery(target: Queryable, sql: string, params?: unknown[]) {
  return { rows: (await target.query(sql, params)).rows as never[] };
}

/**
 * The embedded database's buffer cache. PGlite writes over the whole of it at start, so PostgreSQL's
 * default of 128 MB costs 128 MB of resident memory before the first query: 32 MB measured about
 * 95 MB less RSS, and 16 MB another 19 MB less (the idle server 30 s after start, five starts each
 * on the seeded data, alternated: medians 280 against 299 MB). Its files stay in the operating
 * system's page cache beyond that: the inventory search's two facets and a range kept their p95
 * (17.7 against 15.8 ms, within the run-to-run spread); a similarity search, which reads every
 * embedding, kept its p50 (75 ms) and lost at p95 (116 against 82 ms).
 */
const SHARED_BUFFERS = '16MB';

/**
 * Opens an embedded PostgreSQL (PGlite) with pgvector loaded. With `dataDir` the data lives in that
 * directory (created when missing) and survives restarts; without it the database is in memory (tests).
 */
export async function openPglite(options: { dataDir?: string } = {}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, {
    extensions: { vector },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
  // Only this process opens the data directory, so every write passes through here.
  const writes = new WriteGeneration();
  return {
    query: (sql, params) => writes.afterStatement(sql, () => runQuery(pglite, sql, params)),
    transaction: (fn) => writes.after(() => pglite.transaction((tx) => fn(wrapTransaction(tx, writes)))),
    exec: async (sql) => {
      await writes.after(() => pglite.exec(sql));
    },
    close: () => pglite.close(),
    dataVersion: () => writes.value,
  };
}

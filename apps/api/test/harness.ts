import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { describe } from 'vitest';
import { createApp } from '../src/app.ts';
import { type ApiConfig, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { DEMO_ADVERTISERS } from '../src/seed/demoAccounts.ts';
import { seed } from '../src/seed/seed.ts';
import { signIn } from './client.ts';

/** Which database a test API runs on. */
export type TestDatabase = 'pglite' | 'postgres';

/** The PostgreSQL server the suite also runs on when reachable. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether {@link TEST_DATABASE_URL} answers. */
export const postgresReachable = await probePostgres();

/** A fresh, migrated database: PGlite in memory, or a new schema on the test PostgreSQL. */
export async function openTestDatabase(
  database: TestDatabase,
): Promise<{ db: Database; drop(): Promise<void> }> {
  if (database === 'pglite') {
    const db = await openPglite();
    await migrate(db);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const db = await openPostgres({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 5 });
  await migrate(db);
  return {
    db,
    drop: async () => {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** A running test API. */
export type TestApi = {
  /** `http://127.0.0.1:<port>`; operations are under `${baseUrl}/v1`. */
  baseUrl: string;
  db: Database;
  config: ApiConfig;
  /** Lines the server logged (login links), oldest first. */
  log: string[];
  /** A session token for the address, through the real login-link → mailbox → authenticate flow. */
  tokenFor(email: string): Promise<string>;
  demo: { advertisers: { onboarded: string; fresh: string; newcomer: string } };
  close(): Promise<void>;
};

function demoUuid(key: 'acme' | 'bluebird' | 'newcomer'): string {
  return DEMO_ADVERTISERS.find((advertiser) => advertiser.key === key)?.uuid as string;
}

/** The seeded demo advertisers, whose ids are the same in every test API. */
export const demoAdvertisers = {
  /** Acme Audio, onboarded. */
  onboarded: demoUuid('acme'),
  /** Bluebird Coffee, not onboarded yet. */
  fresh: demoUuid('bluebird'),
  /** The advertiser of newcomer@example.com. */
  newcomer: demoUuid('newcomer'),
};

/**
 * Starts the API on a random loopback port over a fresh, migrated and seeded database (sandbox
 * mode, admin domain earshot.dev, and a `/authenticate` limit no suite's logins reach).
 * @param options.database @default 'pglite'
 * @param options.config settings that differ from those @default {}
 */
export async function startTestApi(
  options: { database?: TestDatabase; config?: Partial<ApiConfig> } = {},
): Promise<TestApi> {
  const { db, drop } = await openTestDatabase(options.database ?? 'pglite');
  await seed(db);
  const config: ApiConfig = {
    ...loadConfig({}),
    port: 0,
    sandbox: true,
    adminDomains: ['earshot.dev'],
    appUrl: 'http://localhost:5173',
    authenticatePerMinute: 100_000,
    ...options.config,
  };
  const log: string[] = [];
  const app = createApp({ db, config, log: (line) => log.push(line) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.port = (server.address() as AddressInfo).port;
  config.publicBaseUrl = baseUrl;

  return {
    baseUrl,
    db,
    config,
    log,
    tokenFor: (email) => signIn(baseUrl, email),
    demo: { advertisers: demoAdvertisers },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await drop();
    },
  };
}

let skipNoticePrinted = false;

/**
 * Defines the suite `fn` once on PGlite and once on PostgreSQL ({@link TEST_DATABASE_URL}, each
 * test API in its own fresh schema). Prints `PostgreSQL not reachable: skipping` when it is not.
 */
export function describeDatabases(name: string, fn: (database: TestDatabase) => void): void {
  describe(`${name} [PGlite]`, () => fn('pglite'));
  if (!postgresReachable && !skipNoticePrinted) {
    skipNoticePrinted = true;
    console.warn(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: skipping the PostgreSQL runs`);
  }
  describe.skipIf(!postgresReachable)(`${name} [PostgreSQL]`, () => fn('postgres'));
}

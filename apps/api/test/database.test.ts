import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, SANDBOX_UPLOAD_SECRET, unsafeSecrets } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { seed } from '../src/seed/seed.ts';
import { describeDatabases, openTestDatabase, postgresReachable, TEST_DATABASE_URL } from './harness.ts';

async function tableCounts(query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows } = await query(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, unknown> = {};
  for (const row of rows) {
    counts[String(row.table_name)] = (
      await query(`SELECT count(*)::int AS n FROM "${row.table_name}"`)
    ).rows[0]?.n;
  }
  return counts;
}

describeDatabases('database', (database) => {
  it('migrates once, seeds idempotently, and parses values alike on both databases', async () => {
    const { db, drop } = await openTestDatabase(database);
    try {
      expect(await migrate(db)).toEqual([]);
      await seed(db);
      const once = await tableCounts((sql) => db.query(sql));
      await seed(db);
      expect(await tableCounts((sql) => db.query(sql))).toEqual(once);
      // The eight demo accounts, and whoever resource seeds invite.
      expect(once.users).toBeGreaterThanOrEqual(8);

      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT 1::int8 AS big, 1.5::numeric AS exact, '2024-01-02'::date AS day, now() AS at, '{"a":1}'::jsonb AS doc`,
      );
      const [row] = rows;
      if (!row) throw new Error('no row');
      expect(row).toMatchObject({ big: 1, exact: '1.5', doc: { a: 1 } });
      expect((row.day as Date).toISOString()).toBe('2024-01-02T00:00:00.000Z');
      expect(row.at).toBeInstanceOf(Date);
    } finally {
      await drop();
    }
  });

  it('rolls a failed transaction back', async () => {
    const { db, drop } = await openTestDatabase(database);
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO users (email) VALUES ('rollback@example.com')`);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect((await db.query(`SELECT 1 FROM users WHERE email = 'rollback@example.com'`)).rows).toEqual([]);
    } finally {
      await drop();
    }
  });

  it('rolls back only a failed nested transaction, and the outer one goes on and commits', async () => {
    const { db, drop } = await openTestDatabase(database);
    try {
      await db.transaction(async (tx) => {
        await tx.query(`INSERT INTO users (email) VALUES ('outer@example.com')`);
        await expect(
          tx.transaction(async (inner) => {
            await inner.query(`INSERT INTO users (email) VALUES ('inner@example.com')`);
            // A statement error, as a failing step of a scheduled job would raise.
            await inner.query('SELECT 1 / 0');
          }),
        ).rejects.toThrow(/division by zero/);
        await tx.query(`INSERT INTO users (email) VALUES ('after@example.com')`);
      });
      const { rows } = await db.query<{ email: string }>(
        `SELECT email FROM users WHERE email IN ('outer@example.com', 'inner@example.com', 'after@example.com')
          ORDER BY email`,
      );
      expect(rows.map((row) => row.email)).toEqual(['after@example.com', 'outer@example.com']);
    } finally {
      await drop();
    }
  });
});

describe.skipIf(!postgresReachable)('migrations under concurrent starts [PostgreSQL]', () => {
  it('applies each file once when several servers migrate the same database at the same time', async () => {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const pools = await Promise.all(
      [1, 2, 3].map(() => openPostgres({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 2 })),
    );
    try {
      const applied = await Promise.all(pools.map((pool) => migrate(pool)));
      const all = applied.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    } finally {
      await pools[0]?.query(`DROP SCHEMA ${schema} CASCADE`);
      await Promise.all(pools.map((pool) => pool.close()));
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8787,
      databaseUrl: undefined,
      sandbox: false,
      adminDomains: ['earshot.dev'],
      appUrl: 'http://localhost:5173',
      publicBaseUrl: 'http://localhost:8787',
      loginLinkLimits: { perEmail: 5, perClient: 50 },
      pixelEventsPerMinute: 600,
      authenticatePerMinute: 30,
    });
    expect(config.dataDir).toMatch(/\/\.data\/pglite$/);
  });

  it('reads the environment and names the variable of a bad value', () => {
    const config = loadConfig({
      API_PORT: '9000',
      EARSHOT_SANDBOX: 'false',
      EARSHOT_ADMIN_DOMAINS: 'a.io, B.io',
    });
    expect(config).toMatchObject({ port: 9000, sandbox: false, adminDomains: ['a.io', 'b.io'] });
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ EARSHOT_SANDBOX: 'perhaps' })).toThrow(/EARSHOT_SANDBOX/);
    expect(loadConfig({ EARSHOT_LOGIN_LINKS_PER_EMAIL: '100' }).loginLinkLimits.perEmail).toBe(100);
    expect(() => loadConfig({ EARSHOT_PIXEL_EVENTS_PER_MINUTE: '-1' })).toThrow(
      /EARSHOT_PIXEL_EVENTS_PER_MINUTE/,
    );
    expect(() => loadConfig({ EARSHOT_LOGIN_LINKS_PER_CLIENT: '0' })).toThrow(
      /EARSHOT_LOGIN_LINKS_PER_CLIENT/,
    );
    expect(loadConfig({ EARSHOT_AUTHENTICATE_PER_MINUTE: '500' }).authenticatePerMinute).toBe(500);
    expect(() => loadConfig({ EARSHOT_AUTHENTICATE_PER_MINUTE: 'many' })).toThrow(
      /EARSHOT_AUTHENTICATE_PER_MINUTE/,
    );
  });

  it('switches sandbox mode on only with EARSHOT_SANDBOX=true', () => {
    expect(loadConfig({}).sandbox).toBe(false);
    expect(loadConfig({ EARSHOT_SANDBOX: 'true' }).sandbox).toBe(true);
    expect(loadConfig({ EARSHOT_SANDBOX: 'false' }).sandbox).toBe(false);
  });

  it('names every built-in key that may not serve outside sandbox mode', () => {
    expect(unsafeSecrets(loadConfig({}))).toEqual([
      expect.stringMatching(/^EARSHOT_UPLOAD_SECRET /),
      expect.stringMatching(/^EARSHOT_SEARCH_API_KEY /),
    ]);
    expect(
      unsafeSecrets(
        loadConfig({
          EARSHOT_UPLOAD_SECRET: SANDBOX_UPLOAD_SECRET,
          EARSHOT_SEARCH_API_KEY: 'own-search-key',
        }),
      ),
    ).toEqual([expect.stringMatching(/^EARSHOT_UPLOAD_SECRET /)]);
    expect(
      unsafeSecrets(
        loadConfig({ EARSHOT_UPLOAD_SECRET: 'own-secret', EARSHOT_SEARCH_API_KEY: 'own-search-key' }),
      ),
    ).toEqual([]);
    expect(unsafeSecrets(loadConfig({ EARSHOT_SANDBOX: 'true' }))).toEqual([]);
  });
});

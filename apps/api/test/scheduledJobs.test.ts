import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { createRateLimiter } from '../src/http/rateLimiter.ts';
import { runScheduledJobs, SCHEDULED_JOBS_LOCK_KEY } from '../src/jobs/scheduledJobs.ts';
import { seed } from '../src/seed/seed.ts';
import { advertisersWithPendingDelivery } from '../src/services/delivery/deliveryRepository.ts';
import { describeDatabases, openTestDatabase, TEST_DATABASE_URL } from './harness.ts';

const DAY_MS = 86_400_000;
/** Report e-mails land in the sandbox mailbox. */
const MAIL = { sandbox: true, smtpUrl: undefined, mailFrom: 'reports@earshot.dev' };
const yesterday = (now: Date) => new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);

describeDatabases('scheduled jobs', (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  const now = new Date();

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database));
    // Seeded three days ago: the demo campaigns have three finished days nobody simulated yet.
    await seed(db, new Date(now.getTime() - 3 * DAY_MS));
  });
  afterAll(() => drop());

  it('simulates every advertiser with finished days left, then has nothing left to do', async () => {
    expect((await advertisersWithPendingDelivery(db, yesterday(now))).length).toBeGreaterThan(0);
    const first = await runScheduledJobs(db, now, MAIL);
    expect(first).toMatchObject({ ran: true });
    expect(first.ran && first.advertisersSimulated).toBeGreaterThan(0);
    expect(await advertisersWithPendingDelivery(db, yesterday(now))).toEqual([]);
    expect(await runScheduledJobs(db, now, MAIL)).toMatchObject({ ran: true, advertisersSimulated: 0 });
  });

  it('sweeps rate-limit windows that ended over an hour ago', async () => {
    const limiter = createRateLimiter('jobs-test', 60_000);
    await limiter.take(db, 'old', 1, new Date(now.getTime() - 2 * 60 * 60 * 1000));
    await limiter.take(db, 'recent', 1, now);
    const run = await runScheduledJobs(db, now, MAIL);
    expect(run.ran && run.rateWindowsSwept).toBe(1);
    const { rows } = await db.query<{ key: string }>(
      "SELECT key FROM rate_limit_windows WHERE key LIKE 'jobs-test %' ORDER BY key",
    );
    expect(rows.map((row) => row.key)).toEqual(['jobs-test recent']);
  });

  it.runIf(database === 'postgres')('does nothing while another instance holds the jobs lock', async () => {
    const schema = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema;
    const other = await openPostgres({ connectionString: TEST_DATABASE_URL, schema, maxConnections: 2 });
    try {
      const whileHeld = await other.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEDULED_JOBS_LOCK_KEY]);
        return runScheduledJobs(db, now, MAIL);
      });
      expect(whileHeld).toEqual({ ran: false });
      expect(await runScheduledJobs(db, now, MAIL)).toMatchObject({ ran: true });
    } finally {
      await other.close();
    }
  });
});

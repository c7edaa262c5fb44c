import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createRateLimiter, sweepRateLimitWindows } from '../src/http/rateLimiter.ts';
import { describeDatabases, openTestDatabase } from './harness.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describeDatabases('createRateLimiter', (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  let scopes = 0;
  // Each test counts in a scope of its own, on one database.
  const limiter = () => {
    scopes += 1;
    return createRateLimiter(`test-${scopes}`, 60_000);
  };

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database));
  });
  afterAll(() => drop());

  it('allows `limit` requests of a key per window and says how long to wait after', async () => {
    const { take } = limiter();
    const allowed = [];
    for (const second of [0, 1, 2]) allowed.push((await take(db, 'a', 3, at(second))).allowed);
    expect(allowed).toEqual([true, true, true]);
    expect(await take(db, 'a', 3, at(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await take(db, 'a', 3, at(59))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('counts keys apart and starts a new window once the last one ended', async () => {
    const { take } = limiter();
    await take(db, 'a', 1, at(0));
    expect((await take(db, 'a', 1, at(10))).allowed).toBe(false);
    expect((await take(db, 'b', 1, at(10))).allowed).toBe(true);
    expect((await take(db, 'a', 1, at(60))).allowed).toBe(true);
    expect((await take(db, 'a', 1, at(61))).allowed).toBe(false);
  });

  it('reads the limit at each request, so a raised limit applies at once', async () => {
    const { take } = limiter();
    await take(db, 'a', 1, at(0));
    expect((await take(db, 'a', 1, at(1))).allowed).toBe(false);
    expect((await take(db, 'a', 1, at(1))).allowed).toBe(false);
    expect((await take(db, 'a', 5, at(2))).allowed).toBe(true);
  });

  it('counts limiters of different scopes apart', async () => {
    const first = limiter();
    const second = limiter();
    expect((await first.take(db, 'a', 1, at(0))).allowed).toBe(true);
    expect((await second.take(db, 'a', 1, at(0))).allowed).toBe(true);
    expect((await first.take(db, 'a', 1, at(1))).allowed).toBe(false);
  });

  it('allows exactly `limit` of many concurrent requests of one key', async () => {
    const { take } = limiter();
    const decisions = await Promise.all(Array.from({ length: 20 }, () => take(db, 'burst', 5, at(0))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('sweeps windows that started before a given time, and only those', async () => {
    const { take } = limiter();
    await take(db, 'old', 1, at(0));
    await take(db, 'new', 1, at(30));
    expect(await sweepRateLimitWindows(db, at(20))).toBeGreaterThanOrEqual(1);
    const { rows } = await db.query<{ key: string }>(
      "SELECT key FROM rate_limit_windows WHERE key LIKE '% old' OR key LIKE '% new'",
    );
    expect(rows.map((row) => row.key.split(' ')[1])).toEqual(['new']);
  });
});

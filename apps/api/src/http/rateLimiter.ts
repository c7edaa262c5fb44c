import type { Database } from '../db/database.ts';

/** The answer of {@link RateLimiter.take}: allowed, or how long to wait before the next one is. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per key in fixed windows, in the database, so every instance counts the same. */
export type RateLimiter = {
  /** Counts one request of `key` at `now`, allowed when the key's window holds fewer than `limit`. */
  take(db: Database, key: string, limit: number, now: Date): Promise<RateDecision>;
};

/**
 * One statement counts a request: a key's first request, or its first after the window ended, opens
 * a window; later ones count up to `limit` and are refused beyond it (refused ones do not count, so a
 * raised limit applies at once). Row locking makes concurrent requests of one key, on any instance,
 * count one after the other.
 */
const TAKE = `
  INSERT INTO rate_limit_windows AS w (key, started_at, count, refused) VALUES ($1, $2, 1, false)
  ON CONFLICT (key) DO UPDATE SET
    started_at = CASE WHEN w.started_at <= $3 THEN EXCLUDED.started_at ELSE w.started_at END,
    refused = w.started_at > $3 AND w.count >= $4,
    count = CASE WHEN w.started_at <= $3 THEN 1 WHEN w.count < $4 THEN w.count + 1 ELSE w.count END
  RETURNING started_at, refused`;

/**
 * A fixed-window rate limiter named `scope`: each key may make `limit` requests per `windowMs`,
 * counted from its first request of the window. The counters live in `rate_limit_windows`, shared
 * by every instance on the database; {@link sweepRateLimitWindows} deletes those long over.
 */
export function createRateLimiter(scope: string, windowMs: number): RateLimiter {
  return {
    async take(db, key, limit, now) {
      const { rows } = await db.query<{ started_at: Date; refused: boolean }>(TAKE, [
        `${scope} ${key}`,
        now,
        new Date(now.getTime() - windowMs),
        limit,
      ]);
      const window = rows[0];
      if (!window?.refused) return { allowed: true };
      const endsInMs = window.started_at.getTime() + windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(endsInMs / 1000)) };
    },
  };
}

/** Deletes the windows that started before `before` (every limiter's windows are shorter than that). */
export async function sweepRateLimitWindows(db: Database, before: Date): Promise<number> {
  const { rows } = await db.query('DELETE FROM rate_limit_windows WHERE started_at < $1 RETURNING 1', [
    before,
  ]);
  return rows.length;
}

/** The answer of {@link RateLimiter.take}: allowed, or how long to wait before the next one is. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts requests per key in fixed windows, in memory. */
export type RateLimiter = {
  /** Counts one request of `key` at `now`, allowed when the key's window holds fewer than `limit`. */
  take(key: string, limit: number, now: Date): RateDecision;
};

/** Keys kept before windows that have ended are swept out. */
const SWEEP_ABOVE_KEYS = 10_000;

/**
 * A fixed-window rate limiter: each key may make `limit` requests per `windowMs`, counted from its
 * first request of the window. State lives in this process, which is what one sandbox needs.
 */
export function createRateLimiter(windowMs: number): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function sweep(nowMs: number): void {
    for (const [key, window] of windows) {
      if (nowMs - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  return {
    take(key, limit, now) {
      const nowMs = now.getTime();
      if (windows.size > SWEEP_ABOVE_KEYS) sweep(nowMs);
      const window = windows.get(key);
      if (!window || nowMs - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: nowMs, count: 1 });
        return { allowed: true };
      }
      if (window.count >= limit) {
        return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + windowMs - nowMs) / 1000) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}

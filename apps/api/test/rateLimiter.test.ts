import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../src/http/rateLimiter.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe('createRateLimiter', () => {
  it('allows `limit` requests of a key per window and says how long to wait after', () => {
    const limiter = createRateLimiter(60_000);
    expect([0, 1, 2].map((second) => limiter.take('a', 3, at(second)).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', 3, at(15))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('a', 3, at(59))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('counts keys apart and starts a new window once the last one ended', () => {
    const limiter = createRateLimiter(60_000);
    limiter.take('a', 1, at(0));
    expect(limiter.take('a', 1, at(10)).allowed).toBe(false);
    expect(limiter.take('b', 1, at(10)).allowed).toBe(true);
    expect(limiter.take('a', 1, at(60)).allowed).toBe(true);
    expect(limiter.take('a', 1, at(61)).allowed).toBe(false);
  });

  it('reads the limit at each request, so a raised limit applies at once', () => {
    const limiter = createRateLimiter(60_000);
    limiter.take('a', 1, at(0));
    expect(limiter.take('a', 1, at(1)).allowed).toBe(false);
    expect(limiter.take('a', 5, at(2)).allowed).toBe(true);
  });
});

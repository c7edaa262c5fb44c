import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/** How long an answer may be given again while nothing is written: its fields that follow the clock
 * (a campaign's status, today's figures, a session's expiry) are at most this late. */
export const READ_CACHE_TTL_MS = 1000;
/** The most text the cache holds, in UTF-16 code units, and the largest answer it keeps. */
const MAX_TOTAL_LENGTH = 8_000_000;
const MAX_ANSWER_LENGTH = 256_000;

type Entry = { generation: number; storedAt: number; body: string; contentType: string };

/** What {@link readCache} needs. */
export type ReadCacheOptions = {
  /** Moves on after every write to the database (`Database.writes`). */
  writes: { readonly value: number };
  /** The clock of the app. */
  now: () => Date;
};

/**
 * Marks the answer the route is making as one that depends only on the caller's session, the
 * address and the data (and on the clock within {@link READ_CACHE_TTL_MS}): asked again with the same
 * session while nothing has been written, it would be the same. Only such answers, JSON made with
 * `c.json` and nothing else, are kept by {@link readCache}.
 */
export function markReusable(c: Context<AppEnv>): void {
  c.set('reusable', true);
}

/**
 * Answers a `GET` from memory when the same session asked for the same address, the route marked
 * its answer {@link markReusable}, nothing has been written to the database since and it is less
 * than {@link READ_CACHE_TTL_MS} old; the session lookup and the route's statements are then
 * skipped. An answer is kept only when no write happened while it was being made, so it was read
 * from the data as it still is; every write, by any request or job of this process, makes every
 * kept answer stale at once. Used only on a database that this process alone writes to (PGlite).
 */
export function readCache({ writes, now }: ReadCacheOptions): MiddlewareHandler<AppEnv> {
  // Oldest first: when full, the oldest answers go.
  const entries = new Map<string, Entry>();
  let totalLength = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalLength -= entry.body.length;
  };

  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (c.req.method !== 'GET' || !authorization) return next();
    const key = `${authorization}\n${c.req.url}`;
    const time = now().getTime();
    const entry = entries.get(key);
    if (entry) {
      const age = time - entry.storedAt;
      if (entry.generation === writes.value && age >= 0 && age < READ_CACHE_TTL_MS) {
        return c.body(entry.body, 200, { 'Content-Type': entry.contentType });
      }
      remove(key, entry);
    }

    const generation = writes.value;
    await next();
    const contentType = c.res.headers.get('Content-Type');
    if (!c.get('reusable') || c.res.status !== 200 || !contentType || writes.value !== generation) return;
    const body = await c.res.clone().text();
    if (body.length > MAX_ANSWER_LENGTH || writes.value !== generation) return;
    const replaced = entries.get(key);
    if (replaced) remove(key, replaced);
    entries.set(key, { generation, storedAt: time, body, contentType });
    totalLength += body.length;
    for (const [oldestKey, oldest] of entries) {
      if (totalLength <= MAX_TOTAL_LENGTH) break;
      remove(oldestKey, oldest);
    }
  };
}

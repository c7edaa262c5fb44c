import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * How long an answer may be given again while nothing is written: what in it follows the clock (a
 * campaign's status and delivery, a session's expiry) is at most this late.
 */
export const READ_CACHE_TTL_MS = 1000;
/** The most text the cache holds, in UTF-16 code units, and the largest answer it keeps. */
const MAX_TOTAL_LENGTH = 8_000_000;
const MAX_ANSWER_LENGTH = 256_000;

const JSON_TYPE = 'application/json';

type Entry = { storedAt: number; body: string };

/** What {@link readCache} needs. */
export type ReadCacheOptions = {
  /** Moves on after every write to the database (`Database.writes`). */
  writes: { readonly value: number };
  /** The clock of the app. */
  now: () => Date;
};

/**
 * Answers `value` as JSON, as `c.json` does, and marks the answer as one that depends only on the
 * caller's session, the address and the data (and on the clock within {@link READ_CACHE_TTL_MS}):
 * asked again with the same session while nothing has been written, it would be the same. Only such
 * answers are kept by {@link readCache}.
 */
export function reusableJson(c: Context<AppEnv>, value: unknown): Response {
  const body = JSON.stringify(value);
  c.set('reusableBody', body);
  return c.body(body, 200, { 'Content-Type': JSON_TYPE });
}

/**
 * Answers a `GET` from memory when the same session asked for the same address, the route made its
 * answer with {@link reusableJson}, nothing has been written to the database since and it is less
 * than {@link READ_CACHE_TTL_MS} old; the session lookup and the route's statements are then
 * skipped. An answer is kept only when no write happened while it was being made, so it was read
 * from the data as it still is; every write, by any request or job of this process, makes every
 * kept answer stale at once. Used only on a database that this process alone writes to (PGlite).
 */
export function readCache({ writes, now }: ReadCacheOptions): MiddlewareHandler<AppEnv> {
  // The answers read at `generation`, oldest first: when full, the oldest go. A write makes them
  // all stale, so they are dropped together as soon as a request sees that the count has moved.
  const entries = new Map<string, Entry>();
  let generation = writes.value;
  let totalLength = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalLength -= entry.body.length;
  };

  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (c.req.method !== 'GET' || !authorization) return next();
    if (writes.value !== generation) {
      entries.clear();
      totalLength = 0;
      generation = writes.value;
    }
    const key = `${authorization}\n${c.req.url}`;
    const time = now().getTime();
    const entry = entries.get(key);
    if (entry) {
      const age = time - entry.storedAt;
      if (age >= 0 && age < READ_CACHE_TTL_MS) return c.body(entry.body, 200, { 'Content-Type': JSON_TYPE });
      remove(key, entry);
    }

    const readAt = generation;
    await next();
    const body = c.get('reusableBody');
    // Kept only if nothing was written while it was read (which also means no request has cleared
    // the entries since).
    if (body === undefined || c.res.status !== 200 || writes.value !== readAt) return;
    if (body.length > MAX_ANSWER_LENGTH) return;
    const replaced = entries.get(key);
    if (replaced) remove(key, replaced);
    entries.set(key, { storedAt: time, body });
    totalLength += body.length;
    for (const [oldestKey, oldest] of entries) {
      if (totalLength <= MAX_TOTAL_LENGTH) break;
      remove(oldestKey, oldest);
    }
  };
}

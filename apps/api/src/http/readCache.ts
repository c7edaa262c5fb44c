import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
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

type Version = number | string;

/** What {@link readCache} needs. */
export type ReadCacheOptions = {
  /**
   * Reads the version of the data (`Database.dataVersion`): equal in two readings only if nothing
   * was written between them, and read after every write that had finished when it was asked for.
   */
  version: () => Version | Promise<Version>;
  /** The clock of the app. */
  now: () => Date;
};

/**
 * The version, or `undefined` when it cannot be read (the request then goes on without the cache);
 * a promise only when `version` gives one, so that a version held in memory is used at once.
 */
function readVersion(
  version: ReadCacheOptions['version'],
): Version | undefined | Promise<Version | undefined> {
  try {
    const read = version();
    return read instanceof Promise ? read.catch(() => undefined) : read;
  } catch {
    return undefined;
  }
}

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
 * answer with {@link reusableJson}, the data's version is still the one it was read at and it is
 * less than {@link READ_CACHE_TTL_MS} old; the session lookup and the route's statements are then
 * skipped. An answer is kept only when the version stood still while it was being made, so it was
 * read from the data as it still is; every write, by any request, job or process, makes every kept
 * answer stale at once. The version is read for each request after it arrived, so a write finished
 * before a request was sent is never missed. It is read only for the routes (by their registered
 * path) that have answered with {@link reusableJson} since the start: the others, such as reports,
 * are never kept and so never wait for it.
 */
export function readCache({ version, now }: ReadCacheOptions): MiddlewareHandler<AppEnv> {
  // The answers read at `generation`, oldest first: when full, the oldest go. A write makes them
  // all stale, so they are dropped together as soon as a request sees that the version has moved.
  const entries = new Map<string, Entry>();
  let generation: Version | undefined;
  let totalLength = 0;
  // The registered paths of the routes whose answers can be kept: a bounded set, as routes are.
  const reusableRoutes = new Set<string>();

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalLength -= entry.body.length;
  };

  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (c.req.method !== 'GET' || !authorization) return next();
    const route = routePath(c, -1);
    if (!reusableRoutes.has(route)) {
      await next();
      if (c.get('reusableBody') !== undefined) reusableRoutes.add(route);
      return;
    }
    const readAt = await readVersion(version);
    if (readAt === undefined) return next();
    if (readAt !== generation) {
      entries.clear();
      totalLength = 0;
      generation = readAt;
    }
    const key = `${authorization}\n${c.req.url}`;
    const time = now().getTime();
    const entry = entries.get(key);
    if (entry) {
      const age = time - entry.storedAt;
      if (age >= 0 && age < READ_CACHE_TTL_MS) return c.body(entry.body, 200, { 'Content-Type': JSON_TYPE });
      remove(key, entry);
    }

    await next();
    const body = c.get('reusableBody');
    if (body === undefined || c.res.status !== 200 || body.length > MAX_ANSWER_LENGTH) return;
    // Kept only if nothing was written while it was read, and no request has since moved the
    // entries on to a later version. The answer leaves without waiting for that second reading.
    const keep = (readAfter: Version | undefined) => {
      if (readAfter !== readAt || generation !== readAt) return;
      const replaced = entries.get(key);
      if (replaced) remove(key, replaced);
      entries.set(key, { storedAt: time, body });
      totalLength += body.length;
      for (const [oldestKey, oldest] of entries) {
        if (totalLength <= MAX_TOTAL_LENGTH) break;
        remove(oldestKey, oldest);
      }
    };
    const readAfter = readVersion(version);
    if (readAfter instanceof Promise) void readAfter.then(keep);
    else keep(readAfter);
  };
}

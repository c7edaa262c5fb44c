import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/appEnv.ts';
import { READ_CACHE_TTL_MS, readCache, reusableJson } from '../src/http/readCache.ts';

/**
 * An app whose `GET /items` answers how many times its handler ran, and marks that answer reusable
 * unless told not to; `during` runs inside the handler (a write happening meanwhile).
 */
function countingApp(
  options: {
    reusable?: boolean;
    status?: 200 | 404;
    during?: (writes: { value: number }) => void;
    /** Reads the version as the server does, after a wait of its own (PostgreSQL). */
    remote?: boolean;
  } = {},
) {
  const writes = { value: 0, unreadable: false };
  const clock = { ms: Date.parse('2026-11-28T10:00:00Z') };
  const calls = { count: 0 };
  const app = new Hono<AppEnv>();
  const version = () => {
    if (writes.unreadable) throw new Error('The database is unreachable');
    return writes.value;
  };
  const remoteVersion = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return `snapshot ${version()}`;
  };
  app.use(readCache({ version: options.remote ? remoteVersion : version, now: () => new Date(clock.ms) }));
  app.get('/items', (c) => {
    calls.count += 1;
    options.during?.(writes);
    const answer = { call: calls.count, query: c.req.query('q') ?? null };
    if (options.status === 404) return c.json(answer, 404);
    return options.reusable === false ? c.json(answer) : reusableJson(c, answer);
  });
  const get = async (path = '/items', token: string | null = 'token-a') => {
    const response = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return {
      status: response.status,
      body: await response.json(),
      type: response.headers.get('content-type'),
    };
  };
  return { app, writes, clock, calls, get };
}

describe('readCache', () => {
  it('gives a marked answer again to the same session and address while nothing is written', async () => {
    const { get, calls } = countingApp();
    const first = await get();
    const second = await get();
    expect(first.body).toEqual({ call: 1, query: null });
    expect(second).toEqual(first);
    expect(second.type).toMatch(/^application\/json/);
    expect(calls.count).toBe(1);
  });

  it('asks the route again after a write, after the time to live and for another session or address', async () => {
    const { get, calls, writes, clock } = countingApp();
    await get();
    writes.value += 1;
    expect((await get()).body.call).toBe(2);
    expect((await get()).body.call).toBe(2);

    clock.ms += READ_CACHE_TTL_MS;
    expect((await get()).body.call).toBe(3);
    clock.ms -= 5 * READ_CACHE_TTL_MS; // A clock set back does not make an answer younger.
    expect((await get()).body.call).toBe(4);

    expect((await get('/items', 'token-b')).body.call).toBe(5);
    expect((await get('/items?q=x')).body).toEqual({ call: 6, query: 'x' });
    expect(calls.count).toBe(6);
  });

  it('keeps nothing that was written during, not marked, not a success or without a session', async () => {
    const writing = countingApp({
      during: (writes) => {
        writes.value += 1;
      },
    });
    const unmarked = countingApp({ reusable: false });
    const missing = countingApp({ status: 404 });
    const anonymous = countingApp();
    for (let i = 0; i < 2; i += 1) {
      await writing.get();
      await unmarked.get();
      await missing.get();
      await anonymous.get('/items', null);
    }
    expect(writing.calls.count).toBe(2);
    expect(unmarked.calls.count).toBe(2);
    expect(missing.calls.count).toBe(2);
    expect(anonymous.calls.count).toBe(2);
  });

  it('reads a version that comes later, and asks the route while it cannot be read', async () => {
    const { get, calls, writes } = countingApp({ remote: true });
    const [first, second] = await Promise.all([get(), get()]);
    expect([first.body.call, second.body.call].sort()).toEqual([1, 2]);
    expect((await get()).body.call).toBeLessThanOrEqual(2);
    expect(calls.count).toBe(2);
    writes.value += 1;
    expect((await get()).body.call).toBe(3);

    writes.unreadable = true;
    expect((await get()).body.call).toBe(4);
    expect((await get()).body.call).toBe(5);
    // Readable again and unchanged: the answer kept before is still the data's.
    writes.unreadable = false;
    expect((await get()).body.call).toBe(3);
    expect(calls.count).toBe(5);
  });

  it('never answers a write from memory', async () => {
    const { app, calls } = countingApp();
    app.post('/items', (c) => {
      calls.count += 1;
      return reusableJson(c, { call: calls.count });
    });
    const post = async () => {
      const response = await app.request('/items', {
        method: 'POST',
        headers: { authorization: 'Bearer token-a' },
      });
      return response.json();
    };
    expect(await post()).toEqual({ call: 1 });
    expect(await post()).toEqual({ call: 2 });
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/http/appEnv.ts';
import { READ_CACHE_TTL_MS, readCache, reusableJson } from '../src/http/readCache.ts';

/**
 * An app whose `GET /items` answers how many times its handler ran, and marks that answer reusable
 * unless told not to; `during` runs inside the handler (a write happening meanwhile). The route has
 * answered once already, for another session, as the cache keeps only routes that have answered
 * reusably before (unless `answered` is `false`); `calls` counts from after that.
 */
async function countingApp(
  options: {
    reusable?: boolean;
    status?: 200 | 404;
    during?: (writes: { value: number }) => void;
    /** Reads the version as the server does, after a wait of its own (PostgreSQL). */
    remote?: boolean;
    /** `false`: the route has not answered yet (routes can still be added). */
    answered?: boolean;
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
  if (options.answered !== false) await get('/items', 'token-of-another-session');
  calls.count = 0;
  return { app, writes, clock, calls, get };
}

describe('readCache', () => {
  it('gives a marked answer again to the same session and address while nothing is written', async () => {
    const { get, calls } = await countingApp();
    const first = await get();
    const second = await get();
    expect(first.body).toEqual({ call: 1, query: null });
    expect(second).toEqual(first);
    expect(second.type).toMatch(/^application\/json/);
    expect(calls.count).toBe(1);
  });

  it('asks the route again after a write, after the time to live and for another session or address', async () => {
    const { get, calls, writes, clock } = await countingApp();
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
    const writing = await countingApp({
      during: (writes) => {
        writes.value += 1;
      },
    });
    const unmarked = await countingApp({ reusable: false });
    const missing = await countingApp({ status: 404 });
    const anonymous = await countingApp();
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
    const { get, calls, writes } = await countingApp({ remote: true });
    const [first, second] = await Promise.all([get(), get()]);
    expect([first.body.call, second.body.call].sort()).toEqual([1, 2]);
    expect((await get()).body.call).toBeLessThanOrEqual(2);
    expect(calls.count).toBe(2);
    writes.value += 1;
    expect((await get()).body.call).toBe(3);
    // Kept once the version read after it came back, which the next reading follows.
    expect((await get()).body.call).toBe(3);

    writes.unreadable = true;
    expect((await get()).body.call).toBe(4);
    expect((await get()).body.call).toBe(5);
    // Readable again and unchanged: the answer kept before is still the data's.
    writes.unreadable = false;
    expect((await get()).body.call).toBe(3);
    expect(calls.count).toBe(5);
  });

  it('answers without waiting for the version read after the route, and keeps the answer once it is read', async () => {
    const waiting: (() => void)[] = [];
    let held = false;
    const version = () =>
      held
        ? new Promise<string>((resolve) => waiting.push(() => resolve('snapshot 1')))
        : Promise.resolve('snapshot 1');
    let calls = 0;
    const app = new Hono<AppEnv>();
    app.use(readCache({ version, now: () => new Date('2026-11-28T10:00:00Z') }));
    app.get('/items', (c) => {
      calls += 1;
      // From the second answer on, the reading after this route does not come back until released.
      held = calls === 2;
      return reusableJson(c, { call: calls });
    });
    const get = async () =>
      (await app.request('/items', { headers: { authorization: 'Bearer token-a' } })).json();

    await get(); // The route answers reusably once before its answers are kept.
    expect(await get()).toEqual({ call: 2 });
    expect(waiting).toHaveLength(1);
    held = false;
    for (const release of waiting) release();
    await Promise.resolve();
    expect(await get()).toEqual({ call: 2 });
    expect(calls).toBe(2);
  });

  it('reads the version only for routes that have answered reusably since the start', async () => {
    let readings = 0;
    const app = new Hono<AppEnv>();
    app.use(
      readCache({
        version: () => {
          readings += 1;
          return 1;
        },
        now: () => new Date('2026-11-28T10:00:00Z'),
      }),
    );
    app.get('/reports/:id', (c) => c.json({ report: c.req.param('id') }));
    app.get('/items/:id', (c) => reusableJson(c, { item: c.req.param('id') }));
    const get = async (path: string) =>
      (await app.request(path, { headers: { authorization: 'Bearer token-a' } })).json();

    expect(await get('/reports/1')).toEqual({ report: '1' });
    expect(await get('/reports/1')).toEqual({ report: '1' });
    expect(readings).toBe(0);
    expect(await get('/items/1')).toEqual({ item: '1' });
    expect(readings).toBe(0);
    // Known by its registered path: another item is read before and after its route, then kept.
    expect(await get('/items/2')).toEqual({ item: '2' });
    expect(readings).toBe(2);
    expect(await get('/items/2')).toEqual({ item: '2' });
    expect(readings).toBe(3);
    expect(await get('/reports/2')).toEqual({ report: '2' });
    expect(readings).toBe(3);
  });

  it('never answers a write from memory', async () => {
    const { app, calls } = await countingApp({ answered: false });
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

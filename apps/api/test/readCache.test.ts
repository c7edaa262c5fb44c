import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { createSession } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { READ_CACHE_TTL_MS } from '../src/http/readCache.ts';
import { seed } from '../src/seed/seed.ts';
import { demoAdvertisers, describeDatabases, openTestDatabase } from './harness.ts';

const { onboarded: acme } = demoAdvertisers;

// Reads answered from memory while the data's version stands still, on both databases, and never an
// answer the data no longer gives.
describeDatabases('read cache', (database) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: ReturnType<typeof createApp>;
  const statements: string[] = [];
  const versionReadings = { count: 0 };
  const clock = { ms: Date.now() };

  const sessionFor = async (email: string) => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    return createSession(db, rows[0]?.id as string, new Date(clock.ms));
  };
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await app.request(`/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  /** The statements a call ran, and its answer. */
  const counted = async (token: string, path: string) => {
    const before = statements.length;
    const answer = await call(token, 'GET', path);
    return { ...answer, statements: statements.length - before };
  };

  /**
   * Asks for `path` until its answer is kept and given again, and gives the first answer (read from
   * the data) and the one given again. On PostgreSQL the version is the cluster's: a transaction of
   * another test finishing between two asks moves it, so a try counts only when the snapshot stood
   * still around it (a later try's first ask may itself be answered from memory).
   */
  const askedTwice = async (token: string, path: string) => {
    const snapshot = async () =>
      (await db.query<{ snapshot: string }>('SELECT pg_current_snapshot()::text AS snapshot')).rows[0]
        ?.snapshot;
    const first = await counted(token, path);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const before = await snapshot();
      await counted(token, path);
      const again = await counted(token, path);
      if ((await snapshot()) === before) return { first, again };
    }
    throw new Error(`Something was written during every try of ${path}`);
  };

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase(database));
    await seed(db);
    const { dataVersion } = db;
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      ...(dataVersion && {
        dataVersion: () => {
          versionReadings.count += 1;
          return dataVersion();
        },
      }),
    };
    const config = { ...loadConfig({}), sandbox: true, adminDomains: ['earshot.dev'] };
    app = createApp({ db: counting, config, now: () => new Date(clock.ms), log: () => undefined });
  });
  afterAll(() => drop());

  it('answers a list or a record asked again with no statement while nothing is written', async () => {
    const owner = await sessionFor('owner@example.com');
    for (const path of [
      '/users/me',
      '/companies',
      `/companies/${acme}`,
      `/companies/${acme}/campaigns`,
      `/companies/${acme}/playlists`,
    ]) {
      const { first, again } = await askedTwice(owner, path);
      expect(first.status, path).toBe(200);
      expect(first.statements, path).toBeGreaterThan(0);
      expect(again.body, path).toEqual(first.body);
      expect(again.statements, path).toBe(0);
    }
  });

  it('answers from the data after any write, through the API or straight to the database', async () => {
    const owner = await sessionFor('owner@example.com');
    const list = `/companies/${acme}/playlists`;
    /** Asks for `path` until its answer is kept, before a write. */
    const kept = async (path: string) => {
      expect((await askedTwice(owner, path)).again.statements, path).toBe(0);
    };

    await kept(list);
    const created = await call(owner, 'POST', list, { name: 'Morning shows', type: 'podcast' });
    expect(created.status).toBe(201);
    const listed = await counted(owner, list);
    expect(listed.body.map((playlist: { name: string }) => playlist.name)).toContain('Morning shows');

    const record = `${list}/${created.body.id}`;
    await kept(record);
    const renamed = await call(owner, 'PATCH', record, { name: 'Evening shows' });
    expect(renamed.status).toBe(200);
    expect((await counted(owner, record)).body.name).toBe('Evening shows');

    await kept(record);
    await db.query('UPDATE playlists SET name = $1 WHERE id = $2', ['Night shows', created.body.id]);
    const afterUpdate = await counted(owner, record);
    expect(afterUpdate.body.name).toBe('Night shows');
    expect(afterUpdate.statements).toBeGreaterThan(0);
  });

  it("ends a session at once on logout and never gives one session's answer to another", async () => {
    const owner = await sessionFor('owner@example.com');
    const nobody = await sessionFor('nobody@example.com');
    expect((await counted(owner, `/companies/${acme}/playlists`)).status).toBe(200);
    expect((await counted(nobody, `/companies/${acme}/playlists`)).status).toBe(404);
    expect((await counted(nobody, '/companies')).body).toEqual([]);

    const viewer = await sessionFor('viewer@example.com');
    expect((await counted(viewer, `/companies/${acme}/campaigns`)).status).toBe(200);
    await db.query(
      "DELETE FROM memberships WHERE user_id = (SELECT id FROM users WHERE email = 'viewer@example.com')",
    );
    expect((await counted(viewer, `/companies/${acme}/campaigns`)).status).toBe(404);

    expect((await askedTwice(owner, `/companies/${acme}/playlists`)).again.statements).toBe(0);
    expect((await call(owner, 'POST', '/logout')).status).toBe(204);
    expect((await counted(owner, `/companies/${acme}/playlists`)).status).toBe(401);
  });

  it('reads the version only for the routes whose answers can be kept', async () => {
    const owner = await sessionFor('owner@example.com');
    const events = `/companies/${acme}/billable-events`;
    const campaigns = `/companies/${acme}/campaigns`;
    await askedTwice(owner, campaigns);
    const before = versionReadings.count;
    expect((await counted(owner, events)).status).toBe(200);
    const again = await counted(owner, events);
    expect(again.status).toBe(200);
    expect(again.statements).toBeGreaterThan(0);
    expect(versionReadings.count).toBe(before);
    await counted(owner, campaigns);
    expect(versionReadings.count).toBeGreaterThan(before);
  });

  it('reads again once an answer is a second old, so what follows the clock is at most that late', async () => {
    const owner = await sessionFor('owner@example.com');
    expect((await askedTwice(owner, `/companies/${acme}/campaigns`)).again.statements).toBe(0);
    clock.ms += READ_CACHE_TTL_MS;
    expect((await counted(owner, `/companies/${acme}/campaigns`)).statements).toBeGreaterThan(0);
  });
});

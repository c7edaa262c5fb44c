import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, signIn } from './client.ts';
import { demoAdvertisers, postgresReachable, TEST_DATABASE_URL } from './harness.ts';
import { freePort, startServerProcess } from './serverProcess.ts';

const AUTHENTICATE_PER_MINUTE = 6;

/** `TEST_DATABASE_URL` with `schema` first on the search path of every connection. */
function urlWithSchema(schema: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function withClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// Two server processes on one PostgreSQL schema, as two instances behind a load balancer would run:
// whatever one instance is asked, the other knows.
describe.skipIf(!postgresReachable)('two instances on one PostgreSQL', () => {
  const schema = `two_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-two-'));
  let first: ChildProcess | undefined;
  let second: ChildProcess | undefined;
  let a = '';
  let b = '';

  beforeAll(async () => {
    await withClient((client) => client.query(`CREATE SCHEMA ${schema}`));
    const [portA, portB] = [await freePort(), await freePort()];
    const options = (port: number) => ({
      port,
      dataDir,
      databaseUrl: urlWithSchema(schema),
      env: { EARSHOT_AUTHENTICATE_PER_MINUTE: String(AUTHENTICATE_PER_MINUTE) },
      startMs: 150_000,
    });
    // Started together on an empty schema: they migrate and seed it once between them.
    [first, second] = await Promise.all([
      startServerProcess(options(portA)),
      startServerProcess(options(portB)),
    ]);
    a = `http://127.0.0.1:${portA}`;
    b = `http://127.0.0.1:${portB}`;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(first), stop(second)]);
    await withClient((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeded the database once', async () => {
    const users = await withClient((client) =>
      client.query<{ count: string }>(
        `SELECT count(*) FROM ${schema}.users WHERE email = 'owner@example.com'`,
      ),
    );
    expect(users.rows[0]?.count).toBe('1');
  });

  it('exchanges a login link asked on one instance on the other, and the session works on both', async () => {
    const email = 'owner@example.com';
    expect((await callApi(a, null, 'POST', '/login-link', { email })).status).toBe(204);
    const mailbox = await callApi(b, null, 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`);
    const token = mailbox.body.messages[0]?.token as string;
    const session = await callApi(b, null, 'POST', '/authenticate', { token });
    expect(session.status).toBe(200);
    const bearer = session.body._token as string;
    expect((await callApi(a, bearer, 'GET', '/users/me')).body.email).toBe(email);
    // Asked twice, so that the other instance keeps the answer in memory before the logout.
    for (let ask = 0; ask < 2; ask += 1) {
      expect((await callApi(b, bearer, 'GET', '/users/me')).body.email).toBe(email);
    }
    // The link was used once, on the other instance: it is spent here too.
    expect((await callApi(a, null, 'POST', '/authenticate', { token })).status).toBe(401);
    // A logout on one instance ends the session on both.
    expect((await callApi(a, bearer, 'POST', '/logout')).status).toBeLessThan(300);
    expect((await callApi(b, bearer, 'GET', '/users/me')).status).toBe(401);
  });

  it('serves what one instance wrote from the other at once', async () => {
    const token = await signIn(a, 'editor@example.com');
    const path = `/companies/${demoAdvertisers.onboarded}/playlists`;
    // The other instance has read the list twice, and keeps it in memory, before the write.
    for (let ask = 0; ask < 2; ask += 1) expect((await callApi(b, token, 'GET', path)).status).toBe(200);
    const created = await callApi(a, token, 'POST', path, {
      name: 'Written on one instance',
      type: 'podcast',
      inventory_ids: ['podcast-0001'],
      searches: [],
      tags: [],
    });
    expect(created.status).toBe(201);
    const listed = await callApi(b, token, 'GET', path);
    expect(listed.body.map((playlist: { id: string }) => playlist.id)).toContain(created.body.id);
  });

  it('counts one rate limit over the requests to both instances', async () => {
    // Bad tokens, alternately to each instance: each attempt counts against this client's minute.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTHENTICATE_PER_MINUTE + 2; attempt += 1) {
      const base = attempt % 2 === 0 ? a : b;
      const answer = await callApi(base, null, 'POST', '/authenticate', {
        token: `wrong-${attempt}-token-0000`,
      });
      statuses.push(answer.status);
    }
    // The test's own sign-ins above used some of this minute's attempts too.
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const answer = await callApi(a, null, 'POST', '/authenticate', { token: 'wrong-again-token-0000' });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

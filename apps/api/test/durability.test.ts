import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { callApi, signIn } from './client.ts';
import { freePort, startServerProcess } from './serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'earshot-durability-'));
const running: ChildProcess[] = [];

/** The real server process (`src/main.ts`) in sandbox mode on the data directory, once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = await startServerProcess({
    port,
    dataDir,
    env: { EARSHOT_SANDBOX: 'true' },
    startMs: 50_000,
  });
  running.push(child);
  return child;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write across kill -9 and a restart', { timeout: 150_000 }, async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const first = await startServer(port);
  const token = await signIn(baseUrl, 'owner@example.com');
  const created = await callApi(baseUrl, token, 'POST', '/companies', {
    name: 'Durable Goods',
    category: 'food',
  });
  expect(created.status).toBe(201);
  const renamed = await callApi(baseUrl, token, 'PATCH', '/users', { first_name: 'Persisted' });
  expect(renamed.status).toBe(200);
  await kill9(first);

  const second = await startServer(port);
  // The session written before the kill still works, and so do the writes it made.
  const me = await callApi(baseUrl, token, 'GET', '/users/me');
  expect(me.status).toBe(200);
  expect(me.body.first_name).toBe('Persisted');
  expect(me.body.advertisers.map((advertiser: { name: string }) => advertiser.name)).toContain(
    'Durable Goods',
  );
  const again = await callApi(baseUrl, token, 'GET', `/companies/${created.body.advertiser.uuid}`);
  expect(again.body).toMatchObject({ name: 'Durable Goods', user_role: 1 });

  // SIGTERM shuts down cleanly: the database is closed and the process exits with 0.
  const exitCode = await new Promise<number | null>((resolve) => {
    second.once('exit', (code) => resolve(code));
    second.kill('SIGTERM');
  });
  expect(exitCode).toBe(0);
});

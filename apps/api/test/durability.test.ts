import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { callApi } from './client.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'earshot-durability-'));
const running: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server process (`src/main.ts`) on the data directory; resolves once it listens. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      API_PORT: String(port),
      EARSHOT_DATA_DIR: dataDir,
      DATABASE_URL: '',
      EARSHOT_SANDBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 50_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Earshot API on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
  return child;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function login(baseUrl: string, email: string): Promise<string> {
  await callApi(baseUrl, null, 'POST', '/login-link', { email });
  const mailbox = await callApi(baseUrl, null, 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const session = await callApi(baseUrl, null, 'POST', '/authenticate', {
    token: mailbox.body.messages[0].token,
  });
  return session.body._token;
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write across kill -9 and a restart', { timeout: 150_000 }, async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const first = await startServer(port);
  const token = await login(baseUrl, 'owner@example.com');
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

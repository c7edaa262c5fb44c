import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SANDBOX_UPLOAD_SECRET } from '../src/config.ts';
import { freePort, startServerProcess } from './serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'earshot-safe-defaults-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server's start outside sandbox mode (EARSHOT_SANDBOX unset) with these settings. */
async function startOutsideSandbox(env: Record<string, string>, startMs = 30_000) {
  const child = await startServerProcess({
    port: await freePort(),
    dataDir,
    env: { EARSHOT_SANDBOX: '', ...env },
    startMs,
  });
  running.push(child);
  return child;
}

it('refuses to start outside sandbox mode without an upload secret, or with the built-in one', async () => {
  await expect(
    startOutsideSandbox({ EARSHOT_UPLOAD_SECRET: '', EARSHOT_SEARCH_API_KEY: '' }),
  ).rejects.toThrow(
    /exited with 1[\s\S]*Refusing to start[\s\S]*EARSHOT_UPLOAD_SECRET[\s\S]*EARSHOT_SEARCH_API_KEY/,
  );
  await expect(
    startOutsideSandbox({
      EARSHOT_UPLOAD_SECRET: SANDBOX_UPLOAD_SECRET,
      EARSHOT_SEARCH_API_KEY: 'own-search-key',
    }),
  ).rejects.toThrow(/exited with 1[\s\S]*EARSHOT_UPLOAD_SECRET is unset or the built-in sandbox key/);
});

it('starts outside sandbox mode with its own secrets, and then serves no sandbox routes', {
  timeout: 150_000,
}, async () => {
  const port = await freePort();
  const child = await startServerProcess({
    port,
    dataDir,
    env: {
      EARSHOT_SANDBOX: '',
      EARSHOT_UPLOAD_SECRET: 'a-secret-of-this-installation',
      EARSHOT_SEARCH_API_KEY: 'a-search-key-of-this-installation',
    },
    startMs: 140_000,
  });
  running.push(child);
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  const linkRequested = await fetch(`${baseUrl}/login-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@earshot.dev' }),
  });
  expect(linkRequested.status).toBe(204);
  const mailbox = await fetch(`${baseUrl}/sandbox/mailbox?email=admin%40earshot.dev`);
  expect(mailbox.status).toBe(404);
  expect(await mailbox.json()).toMatchObject({ code: 'not_found' });
});

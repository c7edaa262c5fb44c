import { assertChromiumInstalled } from '@earshot/chromium';
import type { TestProject } from 'vitest/node';
import { startServers } from './startServers.ts';

/**
 * Vitest global setup of the end-to-end suite: one sandbox API and one app build per run, shared
 * by every test file through `inject('appUrl')` and `inject('apiUrl')`, stopped when the run ends.
 * `EARSHOT_E2E_LOG=1` prints both servers' logs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await assertChromiumInstalled();
  const servers = await startServers({ echo: process.env.EARSHOT_E2E_LOG === '1' });
  project.provide('appUrl', servers.appUrl);
  project.provide('apiUrl', servers.apiUrl);
  return () => servers.stop();
}

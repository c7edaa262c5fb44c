import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../api/src/config.ts';
import { freePort } from './freePort.ts';
import { buildApp, previewApp } from './previewApp.ts';
import { startSandboxApi } from './sandboxApi.ts';

/** The sandbox API and the app, running for a test or bench run. */
export type Servers = {
  /** The app's origin, e.g. `http://localhost:41235`. */
  appUrl: string;
  /** The API's base URL, e.g. `http://localhost:41234/v1`. */
  apiUrl: string;
  /** Stops both and deletes the database and the build. */
  stop(): Promise<void>;
};

/** Options of {@link startServers}. */
export type StartServersOptions = {
  /** Print the servers' logs. @default false */
  echo?: boolean;
};

/**
 * Starts the sandbox API on a fresh embedded database and a production build of the app made for
 * it, served by `vite preview`, both on free ports. The build runs while the API migrates and seeds.
 */
export async function startServers(options: StartServersOptions = {}): Promise<Servers> {
  const echo = options.echo ?? false;
  const [appPort, apiPort] = await Promise.all([freePort(), freePort()]);
  const appUrl = `http://localhost:${appPort}`;
  const apiUrl = `http://localhost:${apiPort}/v1`;
  const outDir = await mkdtemp(join(tmpdir(), 'earshot-e2e-app-'));
  const removeBuild = () => rm(outDir, { recursive: true, force: true });

  const [api, built] = await Promise.allSettled([
    startSandboxApi({ appUrl, port: apiPort, echo }),
    buildApp({ apiUrl, outDir }),
  ]);
  if (built.status === 'rejected') {
    if (api.status === 'fulfilled') await api.value.stop();
    await removeBuild();
    throw built.reason;
  }
  if (api.status === 'rejected') {
    await removeBuild();
    throw api.reason;
  }
  try {
    const app = await previewApp({
      outDir,
      apiUrl,
      // The app recognises admins by the same domains as the API (its setting or its default).
      adminDomains: loadConfig().adminDomains,
      port: appPort,
      echo,
    });
    return {
      appUrl,
      apiUrl,
      async stop() {
        await Promise.all([app.stop(), api.value.stop()]);
        await removeBuild();
      },
    };
  } catch (error) {
    await api.value.stop();
    await removeBuild();
    throw error;
  }
}

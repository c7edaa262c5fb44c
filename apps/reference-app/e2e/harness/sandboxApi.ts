import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SERVER_NODE_ARGUMENTS } from '../../../api/src/serverArguments.ts';
import { freePort } from './freePort.ts';
import { startServerProcess } from './serverProcess.ts';

const API_DIR = fileURLToPath(new URL('../../../api/', import.meta.url));

/** A sandbox API started by {@link startSandboxApi}. */
export type SandboxApi = {
  /** Its base URL, e.g. `http://localhost:41234/v1`. */
  url: string;
  /** What it logged so far. */
  output(): string;
  /** Stops the server and deletes its database. */
  stop(): Promise<void>;
};

/** Options of {@link startSandboxApi}. */
export type SandboxApiOptions = {
  /** The app's origin: login links point at it and CORS allows it. */
  appUrl: string;
  /** The port to listen on. @default a free port */
  port?: number;
  /** Print the server's log. @default false */
  echo?: boolean;
};

/**
 * Inventory items loaded for the tests: enough for every collection to have facets, ranges and
 * neighbours within the demo advertisers' deals, few enough to load in seconds.
 */
const CATALOGUE_SIZE = 3000;

/** Loads the inventory catalogue into the database in `dataDir` before the API opens it. */
async function loadCatalogue(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./loadCatalogue.ts', import.meta.url));
  await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', script, dataDir, String(CATALOGUE_SIZE)],
    { cwd: API_DIR },
  );
}

/**
 * Starts the real sandbox API (`apps/api` main) on a free port over a fresh embedded database in a
 * temporary directory, with a small inventory catalogue; it migrates and seeds the demo data by itself.
 */
export async function startSandboxApi(options: SandboxApiOptions): Promise<SandboxApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'earshot-e2e-db-'));
  // A known port rather than 0: the API derives its public URL (upload links) from API_PORT.
  const port = options.port ?? (await freePort());
  await loadCatalogue(dataDir).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const server = startServerProcess('api', process.execPath, [...SERVER_NODE_ARGUMENTS], {
    cwd: API_DIR,
    echo: options.echo ?? false,
    env: {
      ...process.env,
      API_PORT: String(port),
      DATABASE_URL: '',
      EARSHOT_DATA_DIR: dataDir,
      EARSHOT_SANDBOX: 'true',
      APP_URL: options.appUrl,
      EARSHOT_PUBLIC_URL: '',
      // Every test logs in again; the production limits would answer 429 within a run.
      EARSHOT_LOGIN_LINKS_PER_EMAIL: '100000',
      EARSHOT_LOGIN_LINKS_PER_CLIENT: '100000',
      EARSHOT_AUTHENTICATE_PER_MINUTE: '100000',
    },
  });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await server.waitFor(/Earshot API on http:\/\/localhost:\d+\/v1/, 180_000);
    return { url: `http://localhost:${port}/v1`, output: server.output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

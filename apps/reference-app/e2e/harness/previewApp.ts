import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './serverProcess.ts';

const APP_DIR = fileURLToPath(new URL('../../', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/** Options of {@link buildApp}. */
export type BuildAppOptions = {
  /** The sandbox API the app talks to, e.g. `http://localhost:41234/v1` (`API_URL`). */
  apiUrl: string;
  /** Where the production build goes. */
  outDir: string;
};

/** Builds the app for production (`vite build`) against the given API. */
export function buildApp(options: BuildAppOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, 'build', '--outDir', options.outDir, '--emptyOutDir'], {
      cwd: APP_DIR,
      // A production build, whatever the test runner set NODE_ENV to: vitest sets 'test', with which
      // Vite would bundle React's development build.
      // The API is a sandbox, as `previewApp` serves it: the prerendered login page shows its mailbox.
      env: { ...process.env, NODE_ENV: 'production', API_URL: options.apiUrl, EARSHOT_SANDBOX: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with ${code}. Output:\n${output}`));
    });
  });
}

/** A production build served by {@link previewApp}. */
export type PreviewedApp = {
  /** Its origin, e.g. `http://localhost:41235`. */
  url: string;
  stop(): Promise<void>;
};

/** Options of {@link previewApp}. */
export type PreviewAppOptions = {
  /** The directory {@link buildApp} wrote. */
  outDir: string;
  /** The sandbox API, served to the app in its run-time configuration (`/config.json`). */
  apiUrl: string;
  /** E-mail domains whose users are admins, as the API has them; also in `/config.json`. */
  adminDomains: readonly string[];
  /** The port to serve on (`APP_PORT`); fails if it is taken. */
  port: number;
  /** Print the server's log. @default false */
  echo?: boolean;
};

/**
 * Serves a production build with `vite preview` (and so with the app's Content-Security-Policy,
 * see vite.config.ts) and resolves once it answers.
 */
export async function previewApp(options: PreviewAppOptions): Promise<PreviewedApp> {
  const url = `http://localhost:${options.port}`;
  const server = startServerProcess(
    'app',
    process.execPath,
    [VITE, 'preview', '--outDir', options.outDir, '--port', String(options.port), '--strictPort'],
    {
      cwd: APP_DIR,
      echo: options.echo ?? false,
      env: {
        ...process.env,
        APP_PORT: String(options.port),
        API_URL: options.apiUrl,
        EARSHOT_ADMIN_DOMAINS: options.adminDomains.join(','),
        // The API is a sandbox: the login page lists the mailbox's links.
        EARSHOT_SANDBOX: 'true',
        // Test files start their own local RudderStack data planes on loopback ports of their own
        // and hand them to the app through /config.json; the served policy has to let it reach them.
        EARSHOT_CSP_CONNECT_SRC: 'http://127.0.0.1:*',
      },
    },
  );
  try {
    await server.waitForUrl(url, 60_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { url, stop: server.stop };
}

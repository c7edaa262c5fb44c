import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGUMENTS } from '../src/serverArguments.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A loopback port nothing listens on at the moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** How to start the server process. */
export type ServerProcessOptions = {
  port: number;
  /** Where the embedded database keeps its files (unused with `databaseUrl`). */
  dataDir: string;
  /** A PostgreSQL connection string to serve from instead of the embedded database. @default undefined */
  databaseUrl?: string;
  /** Variables added to this process's environment (sandbox mode unless they say otherwise). */
  env?: Record<string, string>;
  /** How long the server may take to listen before the start fails (and the process is killed). */
  startMs: number;
  /**
   * The script to run instead of the server, with the same Node arguments; it must print
   * `Earshot API on` once it listens on `API_PORT`. @default 'src/main.ts'
   */
  entry?: string;
};

/**
 * Starts the real server process (`src/main.ts`) on the embedded database in `dataDir`, or on
 * PostgreSQL at `databaseUrl`, as the start command does; resolves once it listens.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ChildProcess> {
  const args = [...SERVER_NODE_ARGUMENTS];
  if (options.entry) args[args.length - 1] = options.entry;
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: {
      ...process.env,
      EARSHOT_SANDBOX: 'true',
      ...options.env,
      API_PORT: String(options.port),
      EARSHOT_DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Server did not start in time:\n${output}`)),
        options.startMs,
      );
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
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  return child;
}

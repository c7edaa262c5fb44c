import { type ChildProcess, spawn } from 'node:child_process';

/** A long-running child process (a server) started by {@link startServerProcess}. */
export type ServerProcess = {
  /** What the process is, for error messages. */
  name: string;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the first match of `pattern` in its output; rejects if it exits first or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Resolves once `url` answers 2xx; rejects if the process exits first or after `timeoutMs`. */
  waitForUrl(url: string, timeoutMs: number): Promise<void>;
  /** Stops it and every process it started: SIGTERM to its process group, SIGKILL after 8 s. */
  stop(): Promise<void>;
};

/** Options of {@link startServerProcess}. */
export type ServerProcessOptions = {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Also print its output, prefixed with the name. @default false */
  echo?: boolean;
};

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `command` in its own process group, so that stopping it also stops whatever it spawned
 * (a package manager's child, a build's workers) and nothing is left behind.
 */
export function startServerProcess(
  name: string,
  command: string,
  args: string[],
  options: ServerProcessOptions,
): ServerProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    if (options.echo) process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process ends without stop() (a crash, an interrupted run), take the group along.
  const killOnExit = () => {
    if (child.pid !== undefined && isRunning(child)) process.kill(-child.pid, 'SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => {
    process.off('exit', killOnExit);
    for (const listener of listeners) listener();
  });

  return {
    name,
    output: () => output,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(`${name} did not print ${pattern} within ${timeoutMs / 1000} s. Output:\n${output}`),
          );
        }, timeoutMs);
        function check() {
          const match = output.match(pattern);
          if (match) {
            clearTimeout(timer);
            listeners.delete(check);
            resolve(match);
          } else if (!isRunning(child)) {
            clearTimeout(timer);
            listeners.delete(check);
            reject(
              new Error(
                `${name} exited (${child.exitCode ?? child.signalCode}) before ready. Output:\n${output}`,
              ),
            );
          }
        }
        listeners.add(check);
        check();
      });
    },
    async waitForUrl(url, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!(await answers(url))) {
        if (!isRunning(child)) {
          throw new Error(
            `${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered. Output:\n${output}`,
          );
        }
        if (Date.now() > deadline) {
          throw new Error(`${url} did not answer within ${timeoutMs / 1000} s. ${name} printed:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      if (!isRunning(child) || child.pid === undefined) return;
      const group = -child.pid;
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(group, name);
        } catch {
          // The group is already gone.
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
      // Children of the leader that ignored SIGTERM must not outlive it.
      signal('SIGKILL');
    },
  };
}

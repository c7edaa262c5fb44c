import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEMO_ADVERTISERS } from '../src/seed/demoAccounts.ts';
import { signIn } from '../test/client.ts';
import { freePort, startServerProcess } from '../test/serverProcess.ts';
import { residentMb } from './processMemory.ts';

// `pnpm bench:soak`: the server process's resident memory (VmRSS) at start and under a bounded loop of
// list requests, on loopback. The data directory is seeded as `pnpm seed` seeds it (demo data and the
// inventory catalogue), then the server starts on it as `pnpm start` does. The start figure is read
// once its geocoding index is built and it has been idle for SETTLE_MS (the RSS when the index was
// built is printed too); then 50 connections request the list endpoints for BENCH_SOAK_SECONDS.
// Checks the issue's goals: start ≤ 300 MB, peak ≤ 500 MB, and flat: the least-squares slope of the
// second half of the run at most 1 MB a minute (the first half lets V8's heap and the database's
// caches reach their size).
const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const CONNECTIONS = 50;
const SAMPLE_EVERY_MS = 10_000;
/** The peak is read more often than the samples, so a short spike is not missed. */
const PEAK_EVERY_MS = 1000;
/**
 * Idle time after the geocoding index is built, before the start figure. V8 gives back the memory of
 * start-up garbage when its memory reducer runs, 10 to 20 s after the last collection in our runs.
 */
const SETTLE_MS = 30_000;
const GOALS = { startMb: 300, peakMb: 500, slopeMbPerMinute: 1 };
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const ACME = DEMO_ADVERTISERS.find((advertiser) => advertiser.key === 'acme')?.uuid as string;

const print = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `src/seedCommand.ts` (`pnpm seed`) on the embedded database in `dataDir`. */
async function seedDataDir(dataDir: string): Promise<void> {
  const seeder = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/seedCommand.ts'], {
    cwd: API_DIR,
    env: { ...process.env, EARSHOT_SANDBOX: 'true', EARSHOT_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  seeder.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => seeder.once('exit', resolve));
  if (code !== 0) throw new Error(`pnpm seed exited with ${code}:\n${errors}`);
}

/** Least-squares slope of MB over seconds, in MB a minute. */
function slopePerMinute(samples: readonly { seconds: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanT = samples.reduce((sum, { seconds }) => sum + seconds, 0) / n;
  const meanM = samples.reduce((sum, { mb }) => sum + mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { seconds, mb } of samples) {
    covariance += (seconds - meanT) * (mb - meanM);
    variance += (seconds - meanT) ** 2;
  }
  return (covariance / variance) * 60;
}

const dataDir = await mkdtemp(join(tmpdir(), 'earshot-soak-'));
try {
  let started = performance.now();
  await seedDataDir(dataDir);
  print(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const port = await freePort();
  const server = await startServerProcess({ port, dataDir, startMs: 180_000 });
  const pid = server.pid as number;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No geocoding index after 120 s')), 120_000);
      server.stdout?.on('data', (chunk: Buffer) => {
        if (!chunk.toString().includes('Geocoding:')) return;
        clearTimeout(timer);
        resolve();
      });
    });
    const indexedMb = residentMb(pid);
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl, 'owner@example.com');
    await sleep(SETTLE_MS);
    const startMb = residentMb(pid);
    print(
      `server RSS when the geocoding index was built: ${indexedMb} MB; ${SETTLE_MS / 1000} s later: ${startMb} MB`,
    );

    const samples: { seconds: number; mb: number }[] = [];
    let peakMb = startMb;
    started = performance.now();
    const peakTimer = setInterval(() => {
      peakMb = Math.max(peakMb, residentMb(pid));
    }, PEAK_EVERY_MS);
    const sampleTimer = setInterval(() => {
      const sample = { seconds: (performance.now() - started) / 1000, mb: residentMb(pid) };
      samples.push(sample);
      print(`${sample.seconds.toFixed(0).padStart(4)} s  ${sample.mb} MB`);
    }, SAMPLE_EVERY_MS);
    const company = `/v1/companies/${ACME}`;
    const result = await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
      requests: ['/v1/companies', `${company}/campaigns`, `${company}/creatives`, `${company}/playlists`].map(
        (path) => ({ method: 'GET' as const, path }),
      ),
    });
    clearInterval(peakTimer);
    clearInterval(sampleTimer);
    const endMb = residentMb(pid);
    peakMb = Math.max(peakMb, endMb);
    const slope = slopePerMinute(samples.filter(({ seconds }) => seconds >= SECONDS / 2));

    print(
      `\n${result.requests.total} list requests in ${SECONDS} s, ${CONNECTIONS} connections (${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} not 2xx, ${result.errors} errors; Node ${process.version})`,
    );
    const verdicts = [
      ['start', `${startMb} MB`, startMb <= GOALS.startMb, `≤ ${GOALS.startMb} MB`],
      ['peak', `${peakMb} MB`, peakMb <= GOALS.peakMb, `≤ ${GOALS.peakMb} MB`],
      ['end', `${endMb} MB`, true, ''],
      [
        'slope, second half',
        `${slope.toFixed(2)} MB/min`,
        slope <= GOALS.slopeMbPerMinute,
        `≤ ${GOALS.slopeMbPerMinute} MB/min`,
      ],
    ] as const;
    for (const [label, value, met, goal] of verdicts) {
      print(`server RSS ${label}: ${value}${goal ? `  ${met ? 'PASS' : 'MISS'} (${goal})` : ''}`);
    }
    if (result.non2xx > 0 || result.errors > 0 || verdicts.some(([, , met]) => !met)) process.exitCode = 1;
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

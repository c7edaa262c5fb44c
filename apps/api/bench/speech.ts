import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_ADVERTISERS } from '../src/seed/demoAccounts.ts';
import { SERVER_NODE_ARGUMENTS } from '../src/serverArguments.ts';
import { callApi, signIn } from '../test/client.ts';
import { freePort } from '../test/serverProcess.ts';
import { residentKb } from './processMemory.ts';

// `pnpm bench:speech`: 1,000 syntheses in a row through the real server process (regenerating one
// audio version, so stored files do not pile up), then checks the server is still up and its
// resident memory flat: after the last of them within GROWTH_RATIO or GROWTH_BYTES of after the
// first WARM_UP. Prints the figures; exits non-zero when the server died, a request failed, or
// memory grew. The server runs on a database of its own on PostgreSQL: the embedded database
// keeps every row version it writes in the server's memory, which would hide what synthesis does.
const SYNTHESES = Number(process.env.BENCH_SPEECH_SYNTHESES ?? 1000);
const WARM_UP = 200;
const GROWTH_RATIO = 0.1;
const GROWTH_BYTES = 50 * 1024 * 1024;
const VOICES = ['en-gb-female-1', 'en-us-male-1', 'de-de-female-1'];
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const API_DIR = new URL('..', import.meta.url);

const acme = DEMO_ADVERTISERS.find((advertiser) => advertiser.key === 'acme')?.uuid as string;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Starts `src/main.ts` as the start command does, on `databaseUrl`; resolves once it listens. */
async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGUMENTS], {
    cwd: API_DIR,
    env: { ...process.env, EARSHOT_SANDBOX: 'true', API_PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Earshot API on')) resolve();
    });
  });
  return child;
}

const database = `speech_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: POSTGRES_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(POSTGRES_URL);
databaseUrl.pathname = `/${database}`;
const port = await freePort();
const server = await startServer(port, databaseUrl.href);
const pid = server.pid as number;
const baseUrl = `http://127.0.0.1:${port}`;
const problems: string[] = [];
try {
  const token = await signIn(baseUrl, 'editor@example.com');
  const versions = `/companies/${acme}/assets/audio/version`;
  const created = await callApi(baseUrl, token, 'POST', versions, {
    script: 'Benchmark read.',
    voice_id: VOICES[0],
  });
  if (created.status !== 201) throw new Error(`Creating the version answered ${created.status}`);
  const path = `${versions}/${created.body.external_id}`;

  let afterWarmUp = 0;
  let failures = 0;
  const started = performance.now();
  for (let synthesis = 1; synthesis <= SYNTHESES && server.exitCode === null; synthesis++) {
    const answer = await callApi(baseUrl, token, 'POST', path, {
      script: `Reading number ${synthesis}: winter deals at Acme, save twenty percent today.`,
      voice_id: VOICES[synthesis % VOICES.length],
    }).catch((error: Error) => ({ status: 0, body: error.message }));
    if (answer.status !== 200) {
      failures++;
      if (failures <= 3)
        console.log(`synthesis ${synthesis} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    if (synthesis === WARM_UP) afterWarmUp = residentKb(pid) * 1024;
  }
  const seconds = (performance.now() - started) / 1000;
  const atEnd = residentKb(pid) * 1024;
  const up = server.exitCode === null && (await callApi(baseUrl, token, 'GET', path)).status === 200;

  console.log(
    `speech: ${SYNTHESES} syntheses in ${seconds.toFixed(1)} s (${((seconds * 1000) / SYNTHESES).toFixed(0)} ms each), ${failures} failed`,
  );
  console.log(
    `server RSS after ${WARM_UP}: ${mb(afterWarmUp)}, after ${SYNTHESES}: ${mb(atEnd)} (${atEnd >= afterWarmUp ? '+' : ''}${mb(atEnd - afterWarmUp)})`,
  );
  console.log(`server ${up ? 'up' : 'DOWN'} after the run`);

  if (!up) problems.push(`the server died (exit ${server.exitCode}, signal ${server.signalCode})`);
  if (failures > 0) problems.push(`${failures} syntheses failed`);
  const allowed = Math.max(afterWarmUp * GROWTH_RATIO, GROWTH_BYTES);
  if (atEnd - afterWarmUp > allowed)
    problems.push(`RSS grew by ${mb(atEnd - afterWarmUp)} (allowed ${mb(allowed)})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin.end();
}
if (problems.length > 0) {
  console.error(`speech bench failed: ${problems.join('; ')}`);
  process.exit(1);
}

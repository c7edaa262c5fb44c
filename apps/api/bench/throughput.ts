import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ADVERTISERS } from '../src/seed/demoAccounts.ts';
import { freePort, startServerProcess } from '../test/serverProcess.ts';
import { json, login } from './benchSession.ts';
import { untilIdle } from './processIdle.ts';
import { residentMb, sampleResidentMb } from './processMemory.ts';
import { type RowUpdateCeiling, rowUpdateCeiling } from './rowUpdateCeiling.ts';

// `pnpm bench` (throughput): requests per second and latency of list, get and write endpoints of the
// real server process on PGlite and on PostgreSQL, beside a bare Hono route in a process of its own,
// all measured in this one run on loopback (the load generator runs in this process). Medians of
// BENCH_RUNS runs; the ratios to bare Hono are what the goals are written in.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const ACME = DEMO_ADVERTISERS.find((advertiser) => advertiser.key === 'acme')?.uuid as string;

type Kind = 'list' | 'get' | 'write' | 'baseline';
type Target = {
  label: string;
  kind: Kind;
  path: string;
  method?: 'GET' | 'PATCH';
  body?: string;
};
type Measured = {
  database: string;
  target: Target;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

/** The issue's goals: the least share of bare Hono's requests per second, and the p99 ceiling. */
const GOALS: Record<string, Partial<Record<Kind, { share: number; p99Ms?: number }>>> = {
  PostgreSQL: { list: { share: 0.25, p99Ms: 50 }, get: { share: 0.25, p99Ms: 50 }, write: { share: 0.1 } },
  PGlite: { list: { share: 0.1 } },
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(
  database: string,
  baseUrl: string,
  target: Target,
  headers: Record<string, string>,
): Promise<Measured> {
  const runs: autocannon.Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await autocannon({
        url: `${baseUrl}${target.path}`,
        method: target.method ?? 'GET',
        headers: target.body ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(target.body ? { body: target.body } : {}),
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      }),
    );
  }
  return {
    database,
    target,
    requestsPerSecond: median(runs.map((result) => result.requests.average)),
    p50: median(runs.map((result) => result.latency.p50)),
    p99: median(runs.map((result) => result.latency.p99)),
    failures: runs.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** The targets, with ids read from the seeded demo advertiser Acme Audio. */
async function targets(baseUrl: string, headers: Record<string, string>): Promise<Target[]> {
  const first = async (resource: string) =>
    (await json<{ id: string }[]>(fetch(`${baseUrl}/v1/companies/${ACME}/${resource}`, { headers })))[0]?.id;
  const company = `/v1/companies/${ACME}`;
  const [campaign, creative, playlist] = await Promise.all(
    ['campaigns', 'creatives', 'playlists'].map(first),
  );
  return [
    { label: 'GET /companies', kind: 'list', path: '/v1/companies' },
    { label: 'GET /companies/{id}', kind: 'get', path: company },
    { label: 'GET …/campaigns', kind: 'list', path: `${company}/campaigns` },
    { label: 'GET …/campaigns/{id}', kind: 'get', path: `${company}/campaigns/${campaign}` },
    { label: 'GET …/creatives', kind: 'list', path: `${company}/creatives` },
    { label: 'GET …/creatives/{id}', kind: 'get', path: `${company}/creatives/${creative}` },
    { label: 'GET …/playlists', kind: 'list', path: `${company}/playlists` },
    { label: 'GET …/playlists/{id}', kind: 'get', path: `${company}/playlists/${playlist}` },
    {
      label: 'PATCH /users',
      kind: 'write',
      path: '/v1/users',
      method: 'PATCH',
      body: JSON.stringify({ first_name: 'Olivia' }),
    },
    {
      label: 'PATCH …/playlists/{id}',
      kind: 'write',
      path: `${company}/playlists/${playlist}`,
      method: 'PATCH',
      body: JSON.stringify({ name: 'Weekday commute' }),
    },
  ];
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type Memory = { database: string; idleAfterMs: number; startMb: number; peakMb: number };

async function benchDatabase(
  database: string,
  databaseUrl: string | undefined,
): Promise<{ measured: Measured[]; memory: Memory }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-bench-'));
  const port = await freePort();
  const server = await startServerProcess({
    port,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { EARSHOT_AUTHENTICATE_PER_MINUTE: '1000' },
    startMs: 180_000,
  });
  const pid = server.pid as number;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${await login(baseUrl, 'owner@example.com')}` };
    const list = await targets(baseUrl, headers);
    // Measured once the server's work after start (seeding the empty database, the geocoding index,
    // the forecast's model) is done, as bare Hono has none: the first targets would otherwise share
    // the cores with it. Not the start goal's condition, which the soak measures (after `pnpm seed`).
    const idleAfterMs = await untilIdle(pid);
    const startMb = residentMb(pid);
    const sampler = sampleResidentMb(pid);
    const measured: Measured[] = [];
    for (const target of list) measured.push(await measure(database, baseUrl, target, headers));
    return { measured, memory: { database, idleAfterMs, startMb, peakMb: sampler.stop() } };
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresSchemaUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

async function benchBareHono(): Promise<Measured> {
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-bench-'));
  const port = await freePort();
  const server = await startServerProcess({ port, dataDir, entry: 'bench/bareHono.ts', startMs: 60_000 });
  try {
    const target: Target = { label: 'GET /hello', kind: 'baseline', path: '/hello' };
    return await measure('bare Hono', `http://127.0.0.1:${port}`, target, {});
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const print = (line: string) => process.stdout.write(`${line}\n`);

const baselines: Measured[] = [await benchBareHono()];
const results: Measured[] = [];
const memory: Memory[] = [];
const pglite = await benchDatabase('PGlite', undefined);
results.push(...pglite.measured);
memory.push(pglite.memory);
const postgres = await postgresSchemaUrl();
let ceiling: RowUpdateCeiling | undefined;
if (postgres) {
  try {
    const measured = await benchDatabase('PostgreSQL', postgres.url);
    results.push(...measured.measured);
    memory.push(measured.memory);
    ceiling = await rowUpdateCeiling(postgres.url, DURATION_SECONDS);
  } finally {
    await postgres.drop();
  }
} else {
  print(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping its rows`);
}
baselines.push(await benchBareHono());
const bare = median(baselines.map((baseline) => baseline.requestsPerSecond));

function verdict(result: Measured): string {
  const goal = GOALS[result.database]?.[result.target.kind];
  if (!goal) return '';
  const share = result.requestsPerSecond / bare;
  const misses = [
    share < goal.share ? `< ${goal.share * 100}% of bare` : '',
    goal.p99Ms !== undefined && result.p99 > goal.p99Ms ? `p99 > ${goal.p99Ms} ms` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'PASS' : `MISS (${misses.join(', ')})`;
}

print(
  `\nMedians of ${RUNS} runs × ${DURATION_SECONDS} s, ${CONNECTIONS} connections, loopback, Node ${process.version}`,
);
print(
  `bare Hono: ${baselines.map((baseline) => baseline.requestsPerSecond.toFixed(0)).join(' and ')} req/s (before and after); ratios use ${bare.toFixed(0)}`,
);
print(
  `${'database'.padEnd(12)}${'target'.padEnd(26)}${'req/s'.padStart(8)}${'of bare'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}  failed  goal`,
);
for (const result of results) {
  print(
    `${result.database.padEnd(12)}${result.target.label.padEnd(26)}${result.requestsPerSecond.toFixed(0).padStart(8)}${`${((result.requestsPerSecond / bare) * 100).toFixed(1)}%`.padStart(9)}${String(result.p50).padStart(8)}${String(result.p99).padStart(8)}  ${String(result.failures).padStart(6)}  ${verdict(result)}`,
  );
}
if (ceiling) {
  const share = (rate: number) => `${((rate / bare) * 100).toFixed(1)}% of bare`;
  print(
    `\nPostgreSQL alone, 10 connections updating through pg, no HTTP: one row ${ceiling.oneRow.toFixed(0)}/s (${share(ceiling.oneRow)}), 1,000 rows ${ceiling.manyRows.toFixed(0)}/s (${share(ceiling.manyRows)}); each write target updates one row`,
  );
}
print(
  "\nServer resident memory (MB): once idle after a start that seeded an empty database (the start goal, ≤ 300 MB after `pnpm seed` and start, is the soak's: `pnpm bench:soak`), and the peak under the load above (goal: ≤ 500)",
);
for (const { database, idleAfterMs, startMb, peakMb } of memory) {
  print(
    `${database.padEnd(12)}start ${startMb} (idle ${(idleAfterMs / 1000).toFixed(0)} s after its login)   peak ${peakMb} ${peakMb <= 500 ? 'PASS' : 'MISS'}`,
  );
}

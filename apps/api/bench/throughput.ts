import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { seed } from '../src/seed/seed.ts';

// `pnpm bench`: requests per second and latency of a list and a write endpoint on both databases,
// beside a bare Hono route measured in the same run, on loopback. Medians of RUNS runs.
const RUNS = 3;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Target = {
  label: string;
  url: string;
  method?: 'GET' | 'PATCH';
  headers?: Record<string, string>;
  body?: string;
};
type Measured = { label: string; requestsPerSecond: number; p50: number; p99: number; failures: number };

async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(target: Target): Promise<Measured> {
  const runs: autocannon.Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(
      await autocannon({
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers ?? {},
        ...(target.body ? { body: target.body } : {}),
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
      }),
    );
  }
  return {
    label: target.label,
    requestsPerSecond: median(runs.map((result) => result.requests.average)),
    p50: median(runs.map((result) => result.latency.p50)),
    p99: median(runs.map((result) => result.latency.p99)),
    failures: runs.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

async function login(baseUrl: string, email: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  await fetch(`${baseUrl}/v1/login-link`, { method: 'POST', headers: json, body: JSON.stringify({ email }) });
  const mailbox = await fetch(`${baseUrl}/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await mailbox.json()) as { messages: { token: string }[] };
  const session = await fetch(`${baseUrl}/v1/authenticate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token: messages[0]?.token }),
  });
  return ((await session.json()) as { _token: string })._token;
}

async function benchDatabase(name: string, db: Database): Promise<Measured[]> {
  await migrate(db);
  await seed(db);
  const config = { ...loadConfig({}), sandbox: true };
  const api = await listen(createApp({ db, config, log: () => undefined }).fetch);
  try {
    const auth = { authorization: `Bearer ${await login(api.url, 'owner@example.com')}` };
    return [
      await measure({
        label: `${name}  GET /v1/companies (list)`,
        url: `${api.url}/v1/companies`,
        headers: auth,
      }),
      await measure({
        label: `${name}  PATCH /v1/users (write)`,
        url: `${api.url}/v1/users`,
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Olivia' }),
      }),
    ];
  } finally {
    await api.close();
    // autocannon drops its last requests unanswered; let their handlers finish before the database goes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const print = (line: string) => process.stdout.write(`${line}\n`);

const hello = new Hono();
hello.get('/hello', (c) => c.text('Hello'));
const bare = await listen(hello.fetch);
const results: Measured[] = [await measure({ label: 'bare Hono  GET /hello', url: `${bare.url}/hello` })];

const pglite = await openPglite();
results.push(...(await benchDatabase('PGlite', pglite)));
await pglite.close();

if (await postgresReachable()) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const postgres = await openPostgres({ connectionString: POSTGRES_URL, schema });
  try {
    results.push(...(await benchDatabase('PostgreSQL', postgres)));
  } finally {
    await postgres.query(`DROP SCHEMA ${schema} CASCADE`);
    await postgres.close();
  }
} else {
  print(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping its rows`);
}
results.push(await measure({ label: 'bare Hono  GET /hello (again)', url: `${bare.url}/hello` }));
await bare.close();

print(
  `\nMedians of ${RUNS} runs × ${DURATION_SECONDS} s, ${CONNECTIONS} connections, loopback, Node ${process.version}`,
);
print(
  `${'target'.padEnd(38)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  non-2xx/errors`,
);
for (const result of results) {
  print(
    `${result.label.padEnd(38)}${result.requestsPerSecond.toFixed(0).padStart(10)}${String(result.p50).padStart(9)}${String(result.p99).padStart(9)}  ${result.failures}`,
  );
}

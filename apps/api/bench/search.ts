import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { CATALOGUE_DEALS, collectionSizes } from '../src/services/catalogue/generateCatalogue.ts';
import { createRandom } from '../src/services/catalogue/random.ts';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';

// `pnpm bench:search`: inventory search latency (p50/p95/p99) over the generated catalogue for text,
// facet, filter-plus-range and similarity queries, on PGlite and on PostgreSQL. Requests are sent one
// at a time on loopback, so the figures are latencies, not throughput under load.
const CATALOGUE_SIZE = Number(process.env.EARSHOT_CATALOGUE_SIZE ?? 100_000);
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
const WARMUP = 10;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Kind = 'text' | 'facet' | 'filter + range' | 'similarity';
type Row = { database: string; kind: Kind; p50: number; p95: number; p99: number; failures: number };

const COLLECTIONS = ['podcast_v2', 'radio_v2', 'streaming_v2', 'emerging_v2'] as const;
const WORDS = [
  'comedy',
  'news',
  'science fiction',
  'podcast about hist',
  'daily',
  'music',
  'travel',
  'sports fan',
];
const GENRES = ['comedy-interviews', 'news-commentary', 'true-crime', 'rock', 'pop', 'history', 'football'];
const DEFAULT_FILTER = `open:=true && dealid:=[${CATALOGUE_DEALS.slice(0, 4).join(',')}]`;
const PODCASTS = collectionSizes(CATALOGUE_SIZE).podcast;

/** The i-th request of a kind: deterministic, varied over collections, words and bounds. */
function params(kind: Kind, i: number): Record<string, string> {
  const random = createRandom(`bench:${kind}:${i}`);
  const collection = random.pick(COLLECTIONS);
  const base = { collection, query_by: 'name,description,supply', per_page: '10' };
  switch (kind) {
    case 'text':
      return { ...base, q: random.pick(WORDS), filter_by: DEFAULT_FILTER };
    case 'facet':
      return {
        ...base,
        q: '*',
        filter_by: DEFAULT_FILTER,
        facet_by: 'genres,exchange,supply,type',
        max_facet_values: '50',
      };
    case 'filter + range': {
      const min = random.int(1, 300);
      return {
        ...base,
        collection: 'podcast_v2',
        q: '*',
        filter_by: `${DEFAULT_FILTER} && genres:=[${random.pick(GENRES)},${random.pick(GENRES)}] && episode_count:[${min}..${min + random.int(50, 1500)}] && frequency:<=${random.pick([1, 2, 5, 7])}`,
        facet_by: 'genres',
      };
    }
    case 'similarity':
      return {
        ...base,
        collection: 'podcast_v2',
        q: '*',
        filter_by: DEFAULT_FILTER,
        vector_query: `embedding:([], id: pod-${String(random.int(1, PODCASTS)).padStart(6, '0')}, k: 100)`,
      };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function benchDatabase(database: string, db: Database): Promise<Row[]> {
  await migrate(db);
  const started = performance.now();
  await seedCatalogue(db, { size: CATALOGUE_SIZE });
  print(
    `${database}: catalogue of ${CATALOGUE_SIZE} items ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const config = { ...loadConfig({}), sandbox: true };
  const app = createApp({ db, config, log: (line) => print(`${database}: ${line}`) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  const rows: Row[] = [];
  try {
    for (const kind of ['text', 'facet', 'filter + range', 'similarity'] as const) {
      const times: number[] = [];
      let failures = 0;
      for (let i = -WARMUP; i < REQUESTS; i += 1) {
        const { collection, ...query } = params(kind, i);
        const url = `${baseUrl}/collections/${collection}/documents/search?${new URLSearchParams(query)}`;
        const before = performance.now();
        const response = await fetch(url, { headers: { 'X-TYPESENSE-API-KEY': config.searchApiKey } });
        await response.arrayBuffer();
        if (i < 0) continue;
        times.push(performance.now() - before);
        if (!response.ok) failures += 1;
      }
      times.sort((a, b) => a - b);
      rows.push({
        database,
        kind,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        failures,
      });
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return rows;
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

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

const rows: Row[] = [];
const pglite = await openPglite();
try {
  rows.push(...(await benchDatabase('PGlite', pglite)));
} finally {
  await pglite.close();
}

if (await postgresReachable()) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const postgres = await openPostgres({ connectionString: POSTGRES_URL, schema });
  try {
    rows.push(...(await benchDatabase('PostgreSQL', postgres)));
  } finally {
    await postgres.query(`DROP SCHEMA ${schema} CASCADE`);
    await postgres.close();
  }
} else {
  print(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping its rows`);
}

print(
  `\nInventory search over ${CATALOGUE_SIZE} items, ${REQUESTS} sequential requests a row, Node ${process.version}`,
);
print(
  `${'database'.padEnd(12)}${'query'.padEnd(16)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}  non-2xx`,
);
for (const row of rows) {
  print(
    `${row.database.padEnd(12)}${row.kind.padEnd(16)}${row.p50.toFixed(1).padStart(9)}${row.p95.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}  ${row.failures}`,
  );
}

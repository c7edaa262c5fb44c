import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { BRAND_SAFETY_CATEGORIES } from '@earshot/validators';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { DEMO_ADVERTISERS } from '../src/seed/demoAccounts.ts';
import { seed } from '../src/seed/seed.ts';
import { createRandom } from '../src/services/catalogue/random.ts';
import { seedCatalogue } from '../src/services/catalogue/seedCatalogue.ts';
import { POSTGRES_URL, postgresReachable } from './benchPostgres.ts';
import { json, login } from './benchSession.ts';
import { percentile } from './percentile.ts';

// `pnpm bench:forecast`: latency of `POST /v1/companies/{id}/forecast` (p50/p95/p99) over the
// generated catalogue, on PGlite and on PostgreSQL, against the goal p95 ≤ 50 ms. Plans are varied:
// the whole catalogue or the demo playlists, geo from a country down to zip codes, hours, languages,
// players, placements, brand safety, audiences, frequency caps, flights of 7–90 days. Requests are
// sent one at a time on loopback after warm-up ones (the first, buying the whole catalogue in cities
// and zip codes, builds the catalogue's model and loads the gazetteer and the population table).
const CATALOGUE_SIZE = Number(process.env.EARSHOT_CATALOGUE_SIZE ?? 100_000);
const REQUESTS = Number(process.env.BENCH_FORECAST_REQUESTS ?? 200);
const WARMUP = 50;
const GOAL_MS = 50;
const ACME = DEMO_ADVERTISERS.find((advertiser) => advertiser.key === 'acme')?.uuid as string;

type Row = { database: string; p50: number; p95: number; p99: number; failures: number };

const GEOS = [
  {},
  { countries: ['US'] },
  { countries: ['GB', 'IE'], regions: ['US-NY'] },
  { regions: ['US-CA', 'US-TX'] },
  { cities: [{ name: 'Chicago', region: 'US-IL', country: 'US' }] },
  { cities: [{ name: 'Berlin', region: null, country: 'DE' }], zip_codes: ['10001', '10002'] },
  { zip_codes: ['60601', '94105', '73301'] },
];

const subset = <T>(random: ReturnType<typeof createRandom>, items: readonly T[]) =>
  items.filter(() => random.chance(0.5));

/** The i-th plan: deterministic, varied over inventory, targeting, caps and flights. */
function plan(i: number, playlists: string[], audiences: string[]) {
  const random = createRandom(`bench:forecast:${i}`);
  const geo = i === -WARMUP ? (GEOS.at(-2) as (typeof GEOS)[number]) : random.pick(GEOS);
  const days = random.int(7, 90);
  const start = random.int(1, 30);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const period = random.pick(['day', 'week', 'month'] as const);
  return {
    budget: Math.round(10 ** (3 + 2 * random.next())),
    start_date: day(start),
    end_date: day(start + days - 1),
    pacing_type: random.pick([1, 3, 4, 5, 6]),
    playlist_ids: i !== -WARMUP && random.chance(0.5) ? subset(random, playlists) : [],
    audience_ids: random.chance(0.1) ? subset(random, audiences) : [],
    targeting: {
      geo,
      dayparting: random.chance(0.3)
        ? Array.from({ length: 168 }, (_, hour) => ({ day: Math.floor(hour / 24), hour: hour % 24 })).filter(
            () => random.chance(0.5),
          )
        : [],
      languages: random.chance(0.4) ? subset(random, ['en', 'es', 'de', 'fr']) : [],
      players: random.chance(0.2) ? ['Spotify'] : [],
      placement: random.chance(0.2) ? ['mid-roll'] : [],
      brand_suitability: {
        categories: Object.fromEntries(
          BRAND_SAFETY_CATEGORIES.map(({ value }) => [value, random.chance(0.15)]),
        ),
      },
    },
    frequency_cap: random.chance(0.4) ? { count: random.int(1, period === 'day' ? 5 : 20), period } : null,
  };
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function benchDatabase(database: string, db: Database): Promise<Row> {
  await migrate(db);
  await seed(db);
  const started = performance.now();
  await seedCatalogue(db, { size: CATALOGUE_SIZE });
  print(
    `${database}: catalogue of ${CATALOGUE_SIZE} items ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const config = { ...loadConfig({}), sandbox: true, authenticatePerMinute: 1000 };
  const app = createApp({ db, config, log: () => undefined });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const headers = {
      authorization: `Bearer ${await login(baseUrl, 'owner@example.com')}`,
      'content-type': 'application/json',
    };
    const ids = async (resource: string) =>
      (await json<{ id: string }[]>(fetch(`${baseUrl}/v1/companies/${ACME}/${resource}`, { headers }))).map(
        (entry) => entry.id,
      );
    const [playlists, audiences] = [await ids('playlists'), await ids('audiences')];
    const times: number[] = [];
    let failures = 0;
    const warm = performance.now();
    for (let i = -WARMUP; i < REQUESTS; i += 1) {
      const before = performance.now();
      const response = await fetch(`${baseUrl}/v1/companies/${ACME}/forecast`, {
        method: 'POST',
        headers,
        body: JSON.stringify(plan(i, playlists, audiences)),
      });
      await response.arrayBuffer();
      if (i === -WARMUP)
        print(
          `${database}: first forecast (builds the model) in ${(performance.now() - warm).toFixed(0)} ms`,
        );
      if (i < 0) continue;
      times.push(performance.now() - before);
      if (!response.ok) failures += 1;
    }
    times.sort((a, b) => a - b);
    return {
      database,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      failures,
    };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    print(
      `${database}: load average (1 min) ${loadBefore.toFixed(1)} before the requests, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
    );
  }
}

const rows: Row[] = [];
const pglite = await openPglite();
try {
  rows.push(await benchDatabase('PGlite', pglite));
} finally {
  await pglite.close();
}
if (await postgresReachable()) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const postgres = await openPostgres({ connectionString: POSTGRES_URL, schema });
  try {
    rows.push(await benchDatabase('PostgreSQL', postgres));
  } finally {
    await postgres.query(`DROP SCHEMA ${schema} CASCADE`);
    await postgres.close();
  }
} else {
  print(`PostgreSQL not reachable at ${POSTGRES_URL}: skipping its row`);
}

print(`\nForecast, ${REQUESTS} sequential requests over ${CATALOGUE_SIZE} items, Node ${process.version}`);
print(
  `${'database'.padEnd(12)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}  non-2xx  goal (p95)`,
);
for (const row of rows) {
  print(
    `${row.database.padEnd(12)}${row.p50.toFixed(1).padStart(9)}${row.p95.toFixed(1).padStart(9)}${row.p99.toFixed(1).padStart(9)}  ${String(row.failures).padStart(7)}  ≤ ${GOAL_MS} ms ${row.p95 <= GOAL_MS ? 'PASS' : 'MISS'}`,
  );
}
if (rows.some((row) => row.failures > 0)) process.exitCode = 1;

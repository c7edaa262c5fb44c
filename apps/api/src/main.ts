import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig, unsafeSecrets } from './config.ts';
import { migrate } from './db/migrate.ts';
import { describeDatabase, openDatabase } from './db/openDatabase.ts';
import { scheduleJobs } from './jobs/scheduledJobs.ts';
import { DEMO_USERS } from './seed/demoAccounts.ts';
import { isEmpty, seed } from './seed/seed.ts';
import { warmForecastModel } from './services/forecast/warmForecastModel.ts';
import { loadGazetteer } from './services/geocoding/gazetteer.ts';

// Any constant works; it only has to be the same for every instance on the database.
const SEED_LOCK_KEY = 724_003;

const config = loadConfig();
const problems = unsafeSecrets(config);
if (problems.length > 0) {
  // Outside sandbox mode a built-in key would let anyone sign uploads: refuse to serve at all.
  console.error(
    `Refusing to start outside sandbox mode (EARSHOT_SANDBOX is not true):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nFor local development, set EARSHOT_SANDBOX=true.`,
  );
  process.exit(1);
}
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
// Instances starting together on one database seed it once: the others wait, then find it seeded.
const seeded = await db.transaction(async (tx) => {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
  if (!(await isEmpty(tx))) return false;
  await seed(tx);
  return true;
});
if (seeded) console.log('Empty database: seeded the demo data');
const jobs = scheduleJobs(db, {
  intervalMs: config.jobsIntervalSeconds * 1000,
  now: () => new Date(),
  log: (line) => console.log(line),
  mail: config,
});

const server = serve({ fetch: createApp({ db, config }).fetch, port: config.port }, (info) => {
  console.log(`Earshot API on http://localhost:${info.port}/v1 (${describeDatabase(config)})`);
  if (config.sandbox) {
    console.log('Sandbox mode: login links are printed here and kept at GET /v1/sandbox/mailbox');
    console.log(`Demo accounts: ${DEMO_USERS.map((user) => user.email).join(', ')}`);
  } else {
    console.log('Sandbox mode off (EARSHOT_SANDBOX is not true): login links are neither printed nor kept');
  }
  // Build the geocoding index now (in a worker thread) rather than during someone's first place search.
  const started = performance.now();
  loadGazetteer().then(
    ({ size }) =>
      console.log(`Geocoding: ${size} places indexed in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => console.error('Geocoding: building the index failed:', error),
  );
  // Likewise the forecast's supply model, so the first campaign built does not wait for it.
  const forecastStarted = performance.now();
  warmForecastModel(db).then(
    () =>
      console.log(`Forecast: supply model ready in ${Math.round(performance.now() - forecastStarted)} ms`),
    (error: unknown) => console.error('Forecast: building the supply model failed:', error),
  );
});

let closing = false;
function shutdown(signal: string): void {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  // Stop accepting requests, let running ones finish, then close the database cleanly.
  // Idle keep-alive connections would hold the server open; a stuck request gets 5 seconds.
  setTimeout(() => process.exit(1), 5000).unref();
  server.close(() => {
    jobs
      .stop()
      .then(() => db.close())
      .then(
        () => process.exit(0),
        (error) => {
          console.error('Closing the database failed:', error);
          process.exit(1);
        },
      );
  });
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

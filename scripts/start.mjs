// Starts the product: builds the reference app, adds any missing demo data to the sandbox API's
// database, then runs the API and the app (the production build, served by `vite preview`) together,
// waits until both answer and prints where to go and who to log in as. Ctrl-C stops everything.
//
// Settings (environment): APP_PORT (5173), API_PORT (8787), API_URL and APP_URL (derived from the
// ports), EARSHOT_SANDBOX (true here: this starts the sandbox with its demo accounts; the API and
// the app default to false), and everything the API reads (DATABASE_URL, EARSHOT_DATA_DIR…, see
// apps/api/README.md).
import { spawn } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';

const apiModule = (path) => tsImport(`../apps/api/src/${path}`, import.meta.url);
const { loadConfig, unsafeSecrets } = await apiModule('config.ts');
const { DEMO_ADVERTISERS, DEMO_USERS } = await apiModule('seed/demoAccounts.ts');
const { USER_ROLES } = await tsImport('../packages/validators/src/constants/userRoles.ts', import.meta.url);

const appPort = process.env.APP_PORT || '5173';
const apiPort = process.env.API_PORT || '8787';
const appUrl = process.env.APP_URL || `http://localhost:${appPort}`;
const apiUrl = process.env.API_URL || `http://localhost:${apiPort}/v1`;
const env = {
  ...process.env,
  APP_PORT: appPort,
  API_PORT: apiPort,
  APP_URL: appUrl,
  API_URL: apiUrl,
  // Both the API (mailbox, printed login links) and the app (the login page lists them) read it.
  EARSHOT_SANDBOX: process.env.EARSHOT_SANDBOX || 'true',
};
// Fails early on a malformed setting, and gives the app the API's admin domains (its default included).
const apiConfig = loadConfig(env);
// The API would refuse to start later, after the build: say so now.
const problems = unsafeSecrets(apiConfig);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ Outside sandbox mode: ${problem}`);
  process.exit(1);
}
env.EARSHOT_ADMIN_DOMAINS = apiConfig.adminDomains.join(',');

/** Running children, each the leader of its own process group so its descendants stop with it. */
const children = new Set();
let stopping = false;

function run(name, args) {
  // pnpm itself stays silent: the commands speak, and a stopped server is no error here.
  const child = spawn('pnpm', ['--silent', ...args], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, target) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) target.write(`[${name}] ${line}\n`);
    });
    stream.on('end', () => rest && target.write(`[${name}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  const done = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal);
    });
  });
  return { child, done };
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops every child's whole process group: SIGTERM, then SIGKILL for what is left after 8 s. */
async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const groups = [...children].map((child) => child.pid);
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + 8000;
  // The API closes its database on SIGTERM; wait for the whole group, not only its leader (pnpm).
  while (groups.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of groups.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the app and the API`);
    stopAll(0);
  });
}

async function step(name, args) {
  const result = await run(name, args).done;
  if (result !== 0 && !stopping) {
    console.error(`✖ ${name} failed (${result})`);
    await stopAll(1);
  }
}

async function answers(url, { anyStatus }) {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return anyStatus || response.ok;
  } catch {
    return false;
  }
}

/** Starts a server and resolves once `url` answers; a server that exits stops everything. */
async function serve(name, args, url, options) {
  const { done } = run(name, args);
  let exited = false;
  done.then((result) => {
    exited = true;
    if (!stopping) {
      console.error(`✖ ${name} stopped (${result}); stopping everything`);
      stopAll(1);
    }
  });
  const deadline = Date.now() + 120_000;
  while (!(await answers(url, options))) {
    if (exited) return new Promise(() => {});
    if (Date.now() > deadline) {
      console.error(`✖ ${name} did not answer at ${url} within 120 s`);
      await stopAll(1);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

function describeAccount(user) {
  const domain = user.email.split('@')[1];
  if (apiConfig.adminDomains.includes(domain)) return 'admin: opens any advertiser by its uuid';
  const memberships = Object.entries(user.roles).map(([key, role]) => {
    const advertiser = DEMO_ADVERTISERS.find((candidate) => candidate.key === key);
    const label = USER_ROLES.find((candidate) => candidate.value === role)?.label ?? `role ${role}`;
    const signup = advertiser?.url === null ? ' (signup not finished)' : '';
    return `${label} on ${advertiser?.name ?? key}${signup}`;
  });
  return memberships.length > 0 ? memberships.join(', ') : 'no advertiser';
}

console.log('Building the app and seeding the demo data…');
await Promise.all([
  step('build', ['--filter', '@earshot/reference-app', 'build']),
  step('seed', ['--filter', '@earshot/api', 'seed']),
]);
await Promise.all([
  serve('api', ['--filter', '@earshot/api', 'start'], `${apiUrl}/users/me`, { anyStatus: true }),
  serve('app', ['--filter', '@earshot/reference-app', 'preview'], appUrl, { anyStatus: false }),
]);

const width = Math.max(...DEMO_USERS.map((user) => user.email.length));
console.log(`
Earshot is running.

  App  ${appUrl}
  API  ${apiUrl}${apiConfig.sandbox ? ' (sandbox: login links appear in this log and at /v1/sandbox/mailbox)' : ''}

Demo accounts (log in with the e-mail address; there are no passwords):
${DEMO_USERS.map((user) => `  ${user.email.padEnd(width)}  ${describeAccount(user)}`).join('\n')}

Press Ctrl-C to stop.`);

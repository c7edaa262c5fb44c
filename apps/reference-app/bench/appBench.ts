// `pnpm bench` of the reference app: per route, the JavaScript and CSS a first visit downloads
// (gzipped), and the Largest Contentful Paint of /login and of the dashboard with the CPU slowed
// down 4 times, median of 5 runs, in headless Chromium against a production build and the sandbox
// API. Exits with 1 when /login needs more than its budget of gzipped JavaScript.

import { launchChromium } from '@earshot/chromium';
import type { BrowserContextOptions } from 'playwright-core';
import { DEMO_USERS } from '../../api/src/seed/demoAccounts.ts';
import { loginAs } from '../e2e/harness/loginAs.ts';
import { startServers } from '../e2e/harness/startServers.ts';
import { type FirstVisitBytes, measureFirstVisit } from './firstVisitBytes.ts';
import { measureLargestContentfulPaint } from './largestContentfulPaint.ts';
import { BENCH_ROUTES, DASHBOARD_PATH } from './routes.ts';

/** The budget of gzipped first-visit JavaScript on /login: 120 kB (1 kB = 1000 bytes). */
const LOGIN_JS_BUDGET = 120_000;
const CPU_SLOWDOWN = 4;
const LCP_RUNS = 5;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

const owner = DEMO_USERS.find((user) => user.email.startsWith('owner@'))?.email;
if (!owner) throw new Error('The demo data has no owner account');

console.log('Building the app and starting the sandbox API…');
const servers = await startServers();
const browser = await launchChromium();
try {
  // The first page shows without the page fade, so its paint counts for LCP as a visitor sees it.
  const base: BrowserContextOptions = { baseURL: servers.appUrl };
  // Log in once; the session token lives in localStorage, which later contexts start from.
  const loginContext = await browser.newContext({ ...base, serviceWorkers: 'block' });
  await loginAs(await loginContext.newPage(), servers.apiUrl, owner);
  const loggedIn: BrowserContextOptions = { ...base, storageState: await loginContext.storageState() };
  await loginContext.close();

  const weights: string[][] = [];
  let login: FirstVisitBytes | undefined;
  for (const route of BENCH_ROUTES) {
    const visit = await measureFirstVisit(
      browser,
      `${servers.appUrl}${route.path}`,
      route.loggedIn ? loggedIn : base,
    );
    if (route.path === '/login') login = visit;
    const landed = visit.landedAt === route.path ? '' : ` → ${visit.landedAt}`;
    weights.push([`${route.path}${landed}`, kB(visit.js), kB(visit.css), String(visit.files)]);
  }

  const paints: string[][] = [];
  for (const [name, path, options] of [
    ['/login', '/login', base],
    ['dashboard (logged in)', DASHBOARD_PATH, loggedIn],
  ] as const) {
    const runs: number[] = [];
    for (let run = 0; run < LCP_RUNS; run += 1) {
      runs.push(
        await measureLargestContentfulPaint(browser, `${servers.appUrl}${path}`, CPU_SLOWDOWN, options),
      );
    }
    paints.push([name, `${Math.round(median(runs))} ms`, runs.map((ms) => Math.round(ms)).join(', ')]);
  }

  console.log('\nFirst visit, gzipped (zlib), service worker blocked:\n');
  console.log(table(['route', 'JS', 'CSS', 'files'], weights));
  console.log(`\nLargest Contentful Paint, ${CPU_SLOWDOWN}x CPU slowdown, median of ${LCP_RUNS}:\n`);
  console.log(table(['page', 'LCP', 'runs (ms)'], paints));

  if (!login) throw new Error('The bench routes must include /login');
  if (login.js > LOGIN_JS_BUDGET) {
    console.error(
      `\n✖ /login loads ${kB(login.js)} of gzipped JavaScript; the budget is ${kB(LOGIN_JS_BUDGET)}`,
    );
    console.error('  Its largest files:');
    for (const { path, bytes } of login.sizes.slice(0, 8))
      console.error(`  ${kB(bytes).padStart(9)}  ${path}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\n✔ /login: ${kB(login.js)} of gzipped JavaScript, within the budget of ${kB(LOGIN_JS_BUDGET)}`,
    );
  }
} finally {
  await browser.close();
  await servers.stop();
}

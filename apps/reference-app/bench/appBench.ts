// `pnpm bench` of the reference app: per route, the JavaScript and CSS a first visit downloads
// (gzipped), and the Largest Contentful Paint of /login and of the dashboard with the CPU slowed
// down 4 times, median of 5 runs, in headless Chromium against a production build and the sandbox
// API. Prints each page beside its budgets (issue #26) and exits with 1 when one is exceeded.

import { launchChromium } from '@earshot/chromium';
import type { BrowserContextOptions } from 'playwright-core';
import { DEMO_USERS } from '../../api/src/seed/demoAccounts.ts';
import { loginAs } from '../e2e/harness/loginAs.ts';
import { startServers } from '../e2e/harness/startServers.ts';
import { budgetMisses, budgetTable, describeMisses, type PageMeasurement } from './budgetReport.ts';
import { measureFirstVisit } from './firstVisitBytes.ts';
import { measureLargestContentfulPaint } from './largestContentfulPaint.ts';
import { BENCH_ROUTES } from './routes.ts';

const CPU_SLOWDOWN = 4;
const LCP_RUNS = 5;

const owner = DEMO_USERS.find((user) => user.email.startsWith('owner@'))?.email;
if (!owner) throw new Error('The demo data has no owner account');

console.log('Building the app and starting the sandbox API…');
const servers = await startServers();
const browser = await launchChromium();
try {
  const base: BrowserContextOptions = { baseURL: servers.appUrl };
  // Log in once; the session token lives in localStorage, which later contexts start from.
  const loginContext = await browser.newContext({ ...base, serviceWorkers: 'block' });
  await loginAs(await loginContext.newPage(), servers.apiUrl, owner);
  const loggedIn: BrowserContextOptions = { ...base, storageState: await loginContext.storageState() };
  await loginContext.close();

  const pages: PageMeasurement[] = [];
  for (const route of BENCH_ROUTES) {
    const url = `${servers.appUrl}${route.path}`;
    const options = route.loggedIn ? loggedIn : base;
    const visit = await measureFirstVisit(browser, url, options, route.content);
    const lcpRuns: number[] = [];
    if (route.budget.lcpMs !== undefined) {
      for (let run = 0; run < LCP_RUNS; run += 1) {
        lcpRuns.push(await measureLargestContentfulPaint(browser, url, CPU_SLOWDOWN, options, route.content));
      }
    }
    pages.push({
      name: route.name,
      landedAt: visit.landedAt === route.path ? null : visit.landedAt,
      budget: route.budget,
      jsBytes: visit.js,
      cssBytes: visit.css,
      files: visit.files,
      sizes: visit.sizes,
      lcpRuns,
    });
  }

  console.log(
    `\nFirst visit (fresh context, service worker blocked), gzipped with zlib; LCP with the CPU slowed down ${CPU_SLOWDOWN}x, median of ${LCP_RUNS}:\n`,
  );
  console.log(budgetTable(pages));
  for (const page of pages.filter((measured) => measured.lcpRuns.length > 0)) {
    console.log(`  LCP runs of ${page.name}: ${page.lcpRuns.map((run) => Math.round(run)).join(', ')} ms`);
  }

  const misses = budgetMisses(pages);
  if (misses.length > 0) {
    console.error(`\n${describeMisses(misses)}`);
    process.exitCode = 1;
  } else {
    console.log('\n✔ Every page is within its budgets');
  }
} finally {
  await browser.close();
  await servers.stop();
}

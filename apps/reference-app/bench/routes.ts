import { DEMO_ADVERTISERS } from '../../api/src/seed/demoAccounts.ts';

/** What a page may cost on a first visit (issue #26); 1 kB = 1000 bytes, as Vite reports sizes. */
export interface PageBudget {
  /** Gzipped JavaScript of a first visit, in bytes. */
  jsBytes: number;
  /** Largest Contentful Paint with the CPU slowed down 4 times, in ms; without it, LCP is not measured. */
  lcpMs?: number;
}

/** A page the bench loads: its name in the table, its path, whether it needs a logged-in user. */
export interface BenchRoute {
  name: string;
  path: string;
  loggedIn: boolean;
  budget: PageBudget;
  /**
   * A selector of what the page shows once its data has arrived. Measuring waits for it: with the CPU
   * slowed down, the network can fall idle while the app's code still runs, before the page has even
   * asked for its data, and its frame would count as the page.
   */
  content?: string;
}

/** The onboarded demo advertiser, full of data; its screens are measured under its domain. */
const advertiser = DEMO_ADVERTISERS.find((candidate) => candidate.key === 'acme')?.url;
if (!advertiser) throw new Error('The demo data has no onboarded advertiser with a domain');

/** The budget of every route without one of its own. */
const ROUTE_BUDGET: PageBudget = { jsBytes: 200_000 };

/** The main screens (spec §2) measured under the advertiser segment, the dashboard apart. */
const SCREENS = [
  'onboarding',
  'campaigns',
  'inventory',
  'audiences',
  'assets',
  'creatives',
  'pixels',
  'reporting',
  'integrations',
  'billing',
  'team',
  'account-details',
];

/** The public entry pages, then every main screen as a logged-in owner sees it. */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: '/login', path: '/login', loggedIn: false, budget: { jsBytes: 90_000, lcpMs: 1000 } },
  {
    name: 'dashboard',
    path: `/${advertiser}/dashboard`,
    loggedIn: true,
    budget: { jsBytes: 170_000, lcpMs: 1500 },
    content: '[role="tabpanel"] [data-state="ready"]',
  },
  { name: '/signup', path: '/signup', loggedIn: false, budget: ROUTE_BUDGET },
  ...SCREENS.map((screen) => ({
    name: screen,
    path: `/${advertiser}/${screen}`,
    loggedIn: true,
    budget: ROUTE_BUDGET,
  })),
];

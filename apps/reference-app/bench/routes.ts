import { DEMO_ADVERTISERS } from '../../api/src/seed/demoAccounts.ts';

/** A route the bench loads, and whether it needs a logged-in user. */
export type BenchRoute = { path: string; loggedIn: boolean };

/** The onboarded demo advertiser, full of data; its screens are measured under its domain. */
const advertiser = DEMO_ADVERTISERS.find((candidate) => candidate.key === 'acme')?.url;
if (!advertiser) throw new Error('The demo data has no onboarded advertiser with a domain');

/** The main screens (spec §2) measured under the advertiser segment. */
const SCREENS = [
  'dashboard',
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

/** The path of the dashboard of the demo advertiser. */
export const DASHBOARD_PATH = `/${advertiser}/dashboard`;

/** The public entry pages, then every main screen as a logged-in owner sees it. */
export const BENCH_ROUTES: readonly BenchRoute[] = [
  { path: '/login', loggedIn: false },
  { path: '/signup', loggedIn: false },
  ...SCREENS.map((screen) => ({ path: `/${advertiser}/${screen}`, loggedIn: true })),
];

import type { TokenStore } from '@earshot/sdk-core';

/** The layout of every advertiser's screens (header, navigation). */
export const loadAdvertiserLayout = () => import('../layout/AdvertiserLayout.tsx');

/** The dashboard screen. */
export const loadDashboardScreen = () => import('../screens/DashboardScreen.tsx');

/** What starts the dashboard's figures from its route. */
export const loadDashboardPrefetch = () => import('./prefetchDashboard.ts');

/** Whether a page load at `pathname` opens a dashboard, `/{advertiser}/dashboard`, with a session. */
export function isDashboardVisit(pathname: string, tokenStore: TokenStore): boolean {
  // Case-insensitive, as the router matches paths.
  return /^\/[^/]+\/dashboard\/?$/i.test(pathname) && tokenStore.get() !== null;
}

/**
 * Starts downloading the dashboard's code (layout, screen, figures) beside the app's own when the page
 * opens on a dashboard, the landing page of every login. The router would ask for it only once the
 * app's code has run, which on a slow phone is a second later. The router's own imports of the same
 * modules then find them loaded; a failure here is theirs to report.
 */
export function startDashboardCode(pathname: string, tokenStore: TokenStore): void {
  if (!isDashboardVisit(pathname, tokenStore)) return;
  for (const load of [loadAdvertiserLayout, loadDashboardScreen, loadDashboardPrefetch]) {
    load().catch(() => undefined);
  }
}

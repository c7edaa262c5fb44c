import type { Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { signToken, verifyToken } from './signedToken.ts';

/** Dashboard names of the contract (spec §3 dashboard kinds 5, 6, 7). */
export const DASHBOARD_NAMES = ['cpm', 'cpa', 'cpa-incrementality'] as const;

/** A dashboard name, e.g. `'cpm'`. */
export type DashboardName = (typeof DASHBOARD_NAMES)[number];

/** Dashboard links work for one hour. */
const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** A signed link to an advertiser's embeddable dashboard page (`GET /v1/dashboards/{name}`). */
export function dashboardLink(
  c: Context<AppEnv>,
  advertiserUuid: string,
  dashboard: DashboardName,
): { url: string; token: string; expiresAt: string } {
  const expiresAt = new Date(c.get('now')().getTime() + LINK_LIFETIME_MS);
  const token = signToken({ aid: advertiserUuid, dashboard }, expiresAt);
  const url = new URL(`/v1/dashboards/${dashboard}`, c.req.url);
  url.searchParams.set('token', token);
  return { url: url.toString(), token, expiresAt: expiresAt.toISOString() };
}

/** The advertiser a valid, unexpired token of this dashboard was issued for, or `null`. */
export function verifyDashboardToken(token: string, dashboard: DashboardName, now: Date): string | null {
  const claims = verifyToken(token, now);
  return claims?.dashboard === dashboard && claims.aid ? claims.aid : null;
}

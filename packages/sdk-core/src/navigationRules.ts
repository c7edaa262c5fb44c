import { isDomain, isUuid } from '@earshot/validators';
import { sortAdvertisersByName } from './advertiserCache.ts';

/** The fields of an advertiser the navigation rules read. */
export interface NavigationAdvertiser {
  uuid: string;
  name: string;
  url: string | null;
  /** Set on a foreign advertiser an admin opened with temporary admin access. */
  tmp_admin_access?: boolean;
}

/** What the navigation rules know about the user. */
export interface NavigationState<A extends NavigationAdvertiser = NavigationAdvertiser> {
  /** The user's own advertisers; `undefined` while they have not been loaded yet. */
  advertisers: readonly A[] | undefined;
  /** Admins may open advertisers they are not a member of, by uuid. */
  isAdmin: boolean;
  /** The foreign advertiser an admin has already opened with temporary admin access. */
  foreignAdvertiser?: A | null;
}

/** What the router should do with a path. */
export type NavigationDecision =
  | { kind: 'pass' }
  | { kind: 'load-advertisers' }
  | { kind: 'fetch-as-admin'; uuid: string }
  | { kind: 'catch-all' }
  | { kind: 'redirect'; to: string };

/** Options of {@link decideNavigation}. */
export interface NavigationOptions {
  /**
   * Paths that pass freely (rule 1), besides the catch-all path.
   * @default PUBLIC_PATHS
   */
  publicPaths?: readonly string[];
  /**
   * Path of the catch-all page shown for unknown paths and advertisers.
   * @default '/not-found'
   */
  catchAllPath?: string;
}

/** Routes that need no advertiser (spec §2 rule 1): login, refresh, authenticate, no-advertisers, signup, GA4 callback. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/refresh',
  '/authenticate',
  '/no-advertisers',
  '/signup',
  '/ga4/callback',
];

/** Path of the page shown when the user has no advertiser. */
export const NO_ADVERTISERS_PATH = '/no-advertisers';

/**
 * The path segment naming an advertiser: its domain when it has a url, else its uuid. A foreign
 * advertiser an admin opened keeps its uuid: rule 3 opens foreign advertisers by uuid only, so its
 * domain would lead to the catch-all.
 */
export function advertiserSegment(advertiser: NavigationAdvertiser): string {
  if (!advertiser.url || advertiser.tmp_admin_access === true) return advertiser.uuid;
  return advertiser.url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase();
}

/** Whether a first path segment names an advertiser (a domain or a uuid) rather than a screen. */
export function isAdvertiserSegment(segment: string): boolean {
  return isUuid(segment) || isDomain(segment);
}

function splitPath(path: string): { pathname: string; suffix: string } {
  const index = path.search(/[?#]/);
  return index === -1
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, index), suffix: path.slice(index) };
}

function matches(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Decides what to do with a path, applying the navigation rules of spec §2 in order:
 * 1. public routes pass; 2. load advertisers when none are loaded, no-advertisers when there are none;
 * 3. a foreign advertiser is fetched with temporary admin access when it is a uuid and the user an admin,
 * else the catch-all; 4. an own advertiser's uuid is rewritten to its domain; 5. a path without
 * advertiser is prefixed with the first advertiser by name. Pure and router-agnostic.
 */
export function decideNavigation<A extends NavigationAdvertiser>(
  path: string,
  state: NavigationState<A>,
  options: NavigationOptions = {},
): NavigationDecision {
  const { pathname, suffix } = splitPath(path.startsWith('/') ? path : `/${path}`);
  const catchAllPath = options.catchAllPath ?? '/not-found';
  const publicPaths = [...(options.publicPaths ?? PUBLIC_PATHS), catchAllPath];
  if (publicPaths.some((publicPath) => matches(pathname, publicPath))) return { kind: 'pass' };

  if (state.advertisers === undefined) return { kind: 'load-advertisers' };

  const [, first = '', ...rest] = pathname.split('/');
  const restPath = rest.length > 0 ? `/${rest.join('/')}` : '';
  // Admins are often members of no advertiser; opening one by uuid (rule 3) must still work for them.
  const opensByUuidAsAdmin = state.isAdmin && isUuid(first);
  if (state.advertisers.length === 0 && !opensByUuidAsAdmin) {
    return { kind: 'redirect', to: NO_ADVERTISERS_PATH };
  }

  if (!isAdvertiserSegment(first)) {
    const [firstByName] = sortAdvertisersByName(state.advertisers);
    const prefix = firstByName ? `/${advertiserSegment(firstByName)}` : '';
    return { kind: 'redirect', to: `${prefix}${pathname === '/' ? '' : pathname}${suffix}` };
  }

  const segment = first.toLowerCase();
  const own = state.advertisers.find(
    (advertiser) => advertiser.uuid.toLowerCase() === segment || advertiserSegment(advertiser) === segment,
  );
  if (!own) {
    if (!isUuid(first) || !state.isAdmin) return { kind: 'catch-all' };
    if (state.foreignAdvertiser?.uuid.toLowerCase() === segment) return { kind: 'pass' };
    return { kind: 'fetch-as-admin', uuid: first };
  }
  if (own.url && own.uuid.toLowerCase() === segment) {
    return { kind: 'redirect', to: `/${advertiserSegment(own)}${restPath}${suffix}` };
  }
  return { kind: 'pass' };
}

import type { MessageKey } from '@earshot/react-components';
import type { UIMatch } from 'react-router';
import type { AppMessageKey } from '../i18n/useAppMessage.ts';

/** What each route declares: its name (page views, spec §2 named routes) and its page title. */
export interface RouteHandle {
  /** The route's name, e.g. 'campaigns.edit.general'. */
  name: string;
  /** The page title after the product name; none shows the product name alone. */
  title?: AppMessageKey | MessageKey;
  /** The route only redirects: no page view is recorded for it. */
  redirect?: boolean;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).name === 'string';

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** The login page's handle: the router's /login route and the page started on its own both use it. */
export const LOGIN_HANDLE = { name: 'login', title: 'page.login' } as const satisfies RouteHandle;

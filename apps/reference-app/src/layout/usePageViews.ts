import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { deepestHandle } from '../router/routeHandle.ts';

/** Records a page view on every route change: the route's name, its path and the previous path (spec §2). */
export function usePageViews(): void {
  const { analytics } = useAppServices();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = deepestHandle(matches);
  const name = handle?.name ?? 'not-found';
  const isRedirect = handle?.redirect === true;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (isRedirect || previous.current === pathname) return;
    void analytics.page(name, { path: pathname, referrer: previous.current });
    previous.current = pathname;
  }, [analytics, name, pathname, isRedirect]);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { isAdmin } from '../app/currentUser.ts';
import { useSessionState } from '../app/useSessionState.ts';

/**
 * Tells analytics who is there: the signed-in user once loaded (silenced for admins and
 * impersonation, spec §4), or nobody when logged out. Until then analytics holds every event; a
 * login link being exchanged keeps them held, as it is about to say who is there.
 */
export function useIdentify(): void {
  const { analytics } = useAppServices();
  const state = useSessionState();
  const { pathname, search } = useLocation();
  const admin = isAdmin(state);
  const { user, isLoggedIn } = state;
  const loggingIn = pathname === '/authenticate' && new URLSearchParams(search).has('token');
  useEffect(() => {
    if (user) void analytics.identify(user, { isAdmin: admin });
    else if (!isLoggedIn && !loggingIn) void analytics.anonymous();
  }, [analytics, user, admin, isLoggedIn, loggingIn]);
}

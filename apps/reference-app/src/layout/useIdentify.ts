import { useEffect } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import { isAdmin } from '../app/currentUser.ts';
import { useSessionState } from '../app/useSessionState.ts';

/** Identifies the signed-in user to analytics once loaded (silenced for admins and impersonation, spec §4). */
export function useIdentify(): void {
  const { analytics } = useAppServices();
  const state = useSessionState();
  const admin = isAdmin(state);
  const { user } = state;
  useEffect(() => {
    if (user) void analytics.identify(user, { isAdmin: admin });
  }, [analytics, user, admin]);
}

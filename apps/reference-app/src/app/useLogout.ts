import { useLogout as useLogoutMutation } from '@earshot/react-components';
import { useCallback } from 'react';
import { useAppServices } from './AppServicesContext.ts';

/**
 * Logs out: ends the server session, then clears everything and goes to login (spec §4); the
 * session's logout also forgets an admin's token and resets analytics.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const { session } = useAppServices();
  const mutation = useLogoutMutation();
  const logout = useCallback(() => {
    mutation.mutate(undefined, { onSettled: () => session.logout() });
  }, [mutation, session]);
  return { logout, isPending: mutation.isPending };
}

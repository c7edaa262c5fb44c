import { useLogout as useLogoutMutation } from '@earshot/react-components';
import { useCallback } from 'react';
import { useAppServices } from './AppServicesContext.ts';
import { forgetAdminToken } from './impersonation.ts';

/** Logs out: ends the server session, then clears everything and goes to login (spec §4). */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const { session, analytics } = useAppServices();
  const mutation = useLogoutMutation();
  const logout = useCallback(() => {
    const finish = () => {
      forgetAdminToken();
      void analytics.reset();
      session.logout();
    };
    mutation.mutate(undefined, { onSettled: finish });
  }, [mutation, analytics, session]);
  return { logout, isPending: mutation.isPending };
}

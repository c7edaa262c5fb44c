import { logoutMutation } from '@earshot/sdk-core';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppServices } from './AppServicesContext.ts';

/**
 * Logs out: ends the server session, then clears everything and goes to login (spec §4); the
 * session's logout also forgets an admin's token and resets analytics. The mutation comes from
 * sdk-core's factory rather than the components' `useLogout`, whose module defines every write hook:
 * the user menu is on every page, the other write hooks are not.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const { client, queryClient, session } = useAppServices();
  const mutation = useMutation(logoutMutation(client, queryClient));
  const logout = useCallback(() => {
    mutation.mutate(undefined, { onSettled: () => session.logout() });
  }, [mutation, session]);
  return { logout, isPending: mutation.isPending };
}

import { logoutMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /logout (logout): ends the session on the server and drops every cached query. */
export function useLogout(
  options?: PlatformMutationHookOptions<
    MutationData<typeof logoutMutation>,
    MutationVariables<typeof logoutMutation>
  >,
) {
  return usePlatformMutation(logoutMutation, options);
}

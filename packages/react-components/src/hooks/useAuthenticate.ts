import { authenticateMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /authenticate (authenticate): exchanges the link token for a session; the client middleware stores the returned `_token`. Everything cached for a previous user is invalidated. */
export function useAuthenticate(
  options?: PlatformMutationHookOptions<
    MutationData<typeof authenticateMutation>,
    MutationVariables<typeof authenticateMutation>
  >,
) {
  return usePlatformMutation(authenticateMutation, options);
}

import { updateCurrentUserMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /users (updateCurrentUser); invalidates the user. */
export function useUpdateCurrentUser(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateCurrentUserMutation>,
    MutationVariables<typeof updateCurrentUserMutation>
  >,
) {
  return usePlatformMutation(updateCurrentUserMutation, options);
}

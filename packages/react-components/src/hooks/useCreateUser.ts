import { createUserMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /users (createUser): answers the user and the `s3_data` to upload its file with. */
export function useCreateUser(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createUserMutation>,
    MutationVariables<typeof createUserMutation>
  >,
) {
  return usePlatformMutation(createUserMutation, options);
}

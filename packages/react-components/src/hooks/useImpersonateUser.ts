import { impersonateUserMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** GET /users/me/{email} (impersonateUser, admins only): a read on the wire, but it switches the session to the impersonated user, so it is a mutation that invalidates everything. */
export function useImpersonateUser(
  options?: PlatformMutationHookOptions<
    MutationData<typeof impersonateUserMutation>,
    MutationVariables<typeof impersonateUserMutation>
  >,
) {
  return usePlatformMutation(impersonateUserMutation, options);
}

import { createBillingInfoMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/billing-info (createBillingInfo); records the 'billing' onboarding event. */
export function useCreateBillingInfo(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createBillingInfoMutation>,
    MutationVariables<typeof createBillingInfoMutation>
  >,
) {
  return usePlatformMutation(createBillingInfoMutation, options);
}

import { updateBillingInfoMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/billing-info?qualify-buyer= (updateBillingInfo); records the 'billing' event. */
export function useUpdateBillingInfo(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateBillingInfoMutation>,
    MutationVariables<typeof updateBillingInfoMutation>
  >,
) {
  return usePlatformMutation(updateBillingInfoMutation, options);
}

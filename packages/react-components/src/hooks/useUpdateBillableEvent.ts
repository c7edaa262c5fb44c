import { updateBillableEventMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export function useUpdateBillableEvent(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateBillableEventMutation>,
    MutationVariables<typeof updateBillableEventMutation>
  >,
) {
  return usePlatformMutation(updateBillableEventMutation, options);
}

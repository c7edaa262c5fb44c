import { updateAdvertiserMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id} (updateAdvertiser); invalidates the list and the advertiser, including its temporary-admin-access query, so an advertiser opened by an admin is re-fetched (spec §4). */
export function useUpdateAdvertiser(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateAdvertiserMutation>,
    MutationVariables<typeof updateAdvertiserMutation>
  >,
) {
  return usePlatformMutation(updateAdvertiserMutation, options);
}

import { deleteCreativeMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export function useDeleteCreative(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deleteCreativeMutation>,
    MutationVariables<typeof deleteCreativeMutation>
  >,
) {
  return usePlatformMutation(deleteCreativeMutation, options);
}

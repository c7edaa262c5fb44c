import { updateCreativeMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/creatives/{creativeId} (updateCreative). */
export function useUpdateCreative(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateCreativeMutation>,
    MutationVariables<typeof updateCreativeMutation>
  >,
) {
  return usePlatformMutation(updateCreativeMutation, options);
}

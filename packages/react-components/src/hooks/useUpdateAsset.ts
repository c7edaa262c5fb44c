import { updateAssetMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export function useUpdateAsset(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateAssetMutation>,
    MutationVariables<typeof updateAssetMutation>
  >,
) {
  return usePlatformMutation(updateAssetMutation, options);
}

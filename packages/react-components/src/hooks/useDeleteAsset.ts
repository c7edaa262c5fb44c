import { deleteAssetMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export function useDeleteAsset(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deleteAssetMutation>,
    MutationVariables<typeof deleteAssetMutation>
  >,
) {
  return usePlatformMutation(deleteAssetMutation, options);
}

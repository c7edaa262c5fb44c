import { createAssetMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export function useCreateAsset(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createAssetMutation>,
    MutationVariables<typeof createAssetMutation>
  >,
) {
  return usePlatformMutation(createAssetMutation, options);
}

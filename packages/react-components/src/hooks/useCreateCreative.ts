import { createCreativeMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the `s3_data` / `s3_displayad` policies to upload its audio and display files with. */
export function useCreateCreative(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createCreativeMutation>,
    MutationVariables<typeof createCreativeMutation>
  >,
) {
  return usePlatformMutation(createCreativeMutation, options);
}

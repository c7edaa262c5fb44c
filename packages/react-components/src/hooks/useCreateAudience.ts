import { createAudienceMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/audiences (createAudience). */
export function useCreateAudience(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createAudienceMutation>,
    MutationVariables<typeof createAudienceMutation>
  >,
) {
  return usePlatformMutation(createAudienceMutation, options);
}

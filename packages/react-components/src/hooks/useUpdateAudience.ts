import { updateAudienceMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export function useUpdateAudience(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateAudienceMutation>,
    MutationVariables<typeof updateAudienceMutation>
  >,
) {
  return usePlatformMutation(updateAudienceMutation, options);
}

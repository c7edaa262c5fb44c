import { regenerateAudioVersionMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export function useRegenerateAudioVersion(
  options?: PlatformMutationHookOptions<
    MutationData<typeof regenerateAudioVersionMutation>,
    MutationVariables<typeof regenerateAudioVersionMutation>
  >,
) {
  return usePlatformMutation(regenerateAudioVersionMutation, options);
}

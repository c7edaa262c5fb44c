import { createAudioVersionMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export function useCreateAudioVersion(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createAudioVersionMutation>,
    MutationVariables<typeof createAudioVersionMutation>
  >,
) {
  return usePlatformMutation(createAudioVersionMutation, options);
}

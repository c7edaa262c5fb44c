import { createPlaylistMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/playlists (createPlaylist). */
export function useCreatePlaylist(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createPlaylistMutation>,
    MutationVariables<typeof createPlaylistMutation>
  >,
) {
  return usePlatformMutation(createPlaylistMutation, options);
}

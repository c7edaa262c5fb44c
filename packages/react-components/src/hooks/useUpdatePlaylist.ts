import { updatePlaylistMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export function useUpdatePlaylist(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updatePlaylistMutation>,
    MutationVariables<typeof updatePlaylistMutation>
  >,
) {
  return usePlatformMutation(updatePlaylistMutation, options);
}

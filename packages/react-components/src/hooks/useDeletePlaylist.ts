import { deletePlaylistMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export function useDeletePlaylist(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deletePlaylistMutation>,
    MutationVariables<typeof deletePlaylistMutation>
  >,
) {
  return usePlatformMutation(deletePlaylistMutation, options);
}

import {
  createPlaylistMutation,
  deletePlaylistMutation,
  getPlaylistQuery,
  listPlaylistsQuery,
  updatePlaylistMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{id}/playlists (listPlaylists). Waits, disabled, until advertiserId is given. */
export const usePlaylists = queryHook(listPlaylistsQuery);
/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. Waits, disabled, until advertiserId and playlistId are given. */
export const usePlaylist = queryHook<typeof getPlaylistQuery, [advertiserId: unknown, playlistId: unknown]>(
  getPlaylistQuery,
);
/** POST /companies/{id}/playlists (createPlaylist). */
export const useCreatePlaylist = mutationHook(createPlaylistMutation);
/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export const useUpdatePlaylist = mutationHook(updatePlaylistMutation);
/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export const useDeletePlaylist = mutationHook(deletePlaylistMutation);

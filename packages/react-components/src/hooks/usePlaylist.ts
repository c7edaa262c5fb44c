import { getPlaylistQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. Waits, disabled, until advertiserId and playlistId are given. */
export function usePlaylist(
  advertiserId: string | null | undefined,
  playlistId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPlaylistQuery>>,
) {
  return usePlatformQuery((client) => getPlaylistQuery(client, advertiserId, playlistId), options);
}

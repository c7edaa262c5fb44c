import { getPlaylistQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. Waits, disabled, until advertiserId and playlistId are given. */
export function usePlaylist(
  advertiserId: string | null | undefined,
  playlistId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPlaylistQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, playlistId)
      ? (client) => getPlaylistQuery(client, advertiserId, playlistId)
      : skipToken,
    options,
  );
}

import { listPlaylistsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/playlists (listPlaylists). Waits, disabled, until advertiserId is given. */
export function usePlaylists(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listPlaylistsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listPlaylistsQuery(client, advertiserId) : skipToken,
    options,
  );
}

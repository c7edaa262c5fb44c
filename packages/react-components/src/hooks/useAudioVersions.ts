import { listAudioVersionsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/audio/version (listAudioVersions). Waits, disabled, until advertiserId is given. */
export function useAudioVersions(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof listAudioVersionsQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof listAudioVersionsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listAudioVersionsQuery(client, advertiserId, params) : skipToken,
    options,
  );
}

import { getAudioVersionQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). Waits, disabled, until advertiserId and externalId are given. */
export function useAudioVersion(
  advertiserId: string | null | undefined,
  externalId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAudioVersionQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, externalId)
      ? (client) => getAudioVersionQuery(client, advertiserId, externalId)
      : skipToken,
    options,
  );
}

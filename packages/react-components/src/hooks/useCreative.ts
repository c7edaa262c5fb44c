import { getCreativeQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/creatives/{creativeId} (getCreative). Waits, disabled, until advertiserId and creativeId are given. */
export function useCreative(
  advertiserId: string | null | undefined,
  creativeId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getCreativeQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, creativeId)
      ? (client) => getCreativeQuery(client, advertiserId, creativeId)
      : skipToken,
    options,
  );
}

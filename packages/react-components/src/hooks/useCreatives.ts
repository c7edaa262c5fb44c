import { listCreativesQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/creatives (listCreatives). Waits, disabled, until advertiserId is given. */
export function useCreatives(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listCreativesQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listCreativesQuery(client, advertiserId) : skipToken,
    options,
  );
}

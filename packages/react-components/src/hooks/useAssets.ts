import { listAssetsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets (listAssets). Waits, disabled, until advertiserId is given. */
export function useAssets(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAssetsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listAssetsQuery(client, advertiserId) : skipToken,
    options,
  );
}

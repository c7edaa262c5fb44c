import { getAssetQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/{uuid} (getAsset). Waits, disabled, until advertiserId and assetUuid are given. */
export function useAsset(
  advertiserId: string | null | undefined,
  assetUuid: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAssetQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, assetUuid)
      ? (client) => getAssetQuery(client, advertiserId, assetUuid)
      : skipToken,
    options,
  );
}

import { getAssetQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/{uuid} (getAsset). Waits, disabled, until advertiserId and assetUuid are given. */
export function useAsset(
  advertiserId: string | null | undefined,
  assetUuid: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAssetQuery>>,
) {
  return usePlatformQuery((client) => getAssetQuery(client, advertiserId, assetUuid), options);
}

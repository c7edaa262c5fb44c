import { listAssetsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets (listAssets). Waits, disabled, until advertiserId is given. */
export function useAssets(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAssetsQuery>>,
) {
  return usePlatformQuery((client) => listAssetsQuery(client, advertiserId), options);
}

import { listCreativesQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/creatives (listCreatives). Waits, disabled, until advertiserId is given. */
export function useCreatives(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listCreativesQuery>>,
) {
  return usePlatformQuery((client) => listCreativesQuery(client, advertiserId), options);
}

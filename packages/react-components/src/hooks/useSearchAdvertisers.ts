import { searchAdvertisersQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/search?query= (searchAdvertisers). */
export function useSearchAdvertisers(
  query: string,
  options?: PlatformQueryHookOptions<QueryData<typeof searchAdvertisersQuery>>,
) {
  return usePlatformQuery((client) => searchAdvertisersQuery(client, query), options);
}

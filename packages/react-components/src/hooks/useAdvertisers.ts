import { listAdvertisersQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies (listAdvertisers): the user's own advertisers. */
export function useAdvertisers(options?: PlatformQueryHookOptions<QueryData<typeof listAdvertisersQuery>>) {
  return usePlatformQuery((client) => listAdvertisersQuery(client), options);
}

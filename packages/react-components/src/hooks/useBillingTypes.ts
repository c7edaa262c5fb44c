import { listBillingTypesQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/billing-types (listBillingTypes). */
export function useBillingTypes(options?: PlatformQueryHookOptions<QueryData<typeof listBillingTypesQuery>>) {
  return usePlatformQuery((client) => listBillingTypesQuery(client), options);
}

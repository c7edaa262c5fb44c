import { getBillingInfoQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billing-info (getBillingInfo). Waits, disabled, until advertiserId is given. */
export function useBillingInfo(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getBillingInfoQuery>>,
) {
  return usePlatformQuery((client) => getBillingInfoQuery(client, advertiserId), options);
}

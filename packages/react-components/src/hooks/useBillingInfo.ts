import { getBillingInfoQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billing-info (getBillingInfo). Waits, disabled, until advertiserId is given. */
export function useBillingInfo(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getBillingInfoQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getBillingInfoQuery(client, advertiserId) : skipToken,
    options,
  );
}

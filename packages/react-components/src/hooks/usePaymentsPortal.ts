import { getPaymentsPortalQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. Waits, disabled, until advertiserId is given. */
export function usePaymentsPortal(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPaymentsPortalQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getPaymentsPortalQuery(client, advertiserId) : skipToken,
    options,
  );
}

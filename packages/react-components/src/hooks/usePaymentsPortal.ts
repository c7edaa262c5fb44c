import { getPaymentsPortalQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. Waits, disabled, until advertiserId is given. */
export function usePaymentsPortal(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getPaymentsPortalQuery>>,
) {
  return usePlatformQuery((client) => getPaymentsPortalQuery(client, advertiserId), options);
}

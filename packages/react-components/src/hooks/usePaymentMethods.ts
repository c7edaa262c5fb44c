import { listPaymentMethodsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/payment-methods (listPaymentMethods). Waits, disabled, until advertiserId is given. */
export function usePaymentMethods(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listPaymentMethodsQuery>>,
) {
  return usePlatformQuery((client) => listPaymentMethodsQuery(client, advertiserId), options);
}

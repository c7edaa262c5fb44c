import { listPaymentMethodsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/payment-methods (listPaymentMethods). Waits, disabled, until advertiserId is given. */
export function usePaymentMethods(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listPaymentMethodsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listPaymentMethodsQuery(client, advertiserId) : skipToken,
    options,
  );
}

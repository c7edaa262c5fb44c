import { getExploTokenQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. Waits, disabled, until advertiserId is given. */
export function useExploToken(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getExploTokenQuery>>,
) {
  return usePlatformQuery((client) => getExploTokenQuery(client, advertiserId), options);
}

import { getExploTokenQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. Waits, disabled, until advertiserId is given. */
export function useExploToken(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getExploTokenQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getExploTokenQuery(client, advertiserId) : skipToken,
    options,
  );
}

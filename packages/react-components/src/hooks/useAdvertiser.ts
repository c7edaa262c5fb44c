import { getAdvertiserQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id} (getAdvertiser). Waits, disabled, until advertiserId is given. */
export function useAdvertiser(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAdvertiserQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getAdvertiserQuery(client, advertiserId) : skipToken,
    options,
  );
}

import { getAdvertiserQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id} (getAdvertiser). Waits, disabled, until advertiserId is given. */
export function useAdvertiser(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAdvertiserQuery>>,
) {
  return usePlatformQuery((client) => getAdvertiserQuery(client, advertiserId), options);
}

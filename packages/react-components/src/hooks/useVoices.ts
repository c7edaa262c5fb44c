import { listVoicesQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). Waits, disabled, until advertiserId is given. */
export function useVoices(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listVoicesQuery>>,
) {
  return usePlatformQuery((client) => listVoicesQuery(client, advertiserId), options);
}

import { listVoicesQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). Waits, disabled, until advertiserId is given. */
export function useVoices(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listVoicesQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listVoicesQuery(client, advertiserId) : skipToken,
    options,
  );
}

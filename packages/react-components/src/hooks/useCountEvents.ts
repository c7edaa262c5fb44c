import { countEventsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events/count (countEvents). Waits, disabled, until advertiserId is given. */
export function useCountEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof countEventsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => countEventsQuery(client, advertiserId) : skipToken,
    options,
  );
}

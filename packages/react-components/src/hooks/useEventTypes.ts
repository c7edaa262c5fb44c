import { listEventTypesQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. Waits, disabled, until advertiserId is given. */
export function useEventTypes(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listEventTypesQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listEventTypesQuery(client, advertiserId) : skipToken,
    options,
  );
}

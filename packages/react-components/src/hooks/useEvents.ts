import { listEventsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events (listEvents): the latest pixel events. Waits, disabled, until advertiserId is given. */
export function useEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listEventsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listEventsQuery(client, advertiserId) : skipToken,
    options,
  );
}

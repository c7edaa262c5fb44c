import { listEventsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events (listEvents): the latest pixel events. Waits, disabled, until advertiserId is given. */
export function useEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listEventsQuery>>,
) {
  return usePlatformQuery((client) => listEventsQuery(client, advertiserId), options);
}

import { listEventsByNameQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/events/event-name/{name}?page&size&type (listEventsByName). Waits, disabled, until advertiserId and name are given. */
export function useEventsByName(
  advertiserId: string | null | undefined,
  name: string | null | undefined,
  params?: Parameters<typeof listEventsByNameQuery>[3],
  options?: PlatformQueryHookOptions<QueryData<typeof listEventsByNameQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, name)
      ? (client) => listEventsByNameQuery(client, advertiserId, name, params)
      : skipToken,
    options,
  );
}

import { listBillableEventsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billable-events (listBillableEvents). Waits, disabled, until advertiserId is given. */
export function useBillableEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listBillableEventsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listBillableEventsQuery(client, advertiserId) : skipToken,
    options,
  );
}

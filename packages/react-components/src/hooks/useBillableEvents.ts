import { listBillableEventsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billable-events (listBillableEvents). Waits, disabled, until advertiserId is given. */
export function useBillableEvents(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listBillableEventsQuery>>,
) {
  return usePlatformQuery((client) => listBillableEventsQuery(client, advertiserId), options);
}

import { listAttributionPartnersQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). Waits, disabled, until advertiserId is given. */
export function useAttributionPartners(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAttributionPartnersQuery>>,
) {
  return usePlatformQuery((client) => listAttributionPartnersQuery(client, advertiserId), options);
}

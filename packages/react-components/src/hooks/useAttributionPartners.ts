import { listAttributionPartnersQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). Waits, disabled, until advertiserId is given. */
export function useAttributionPartners(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAttributionPartnersQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listAttributionPartnersQuery(client, advertiserId) : skipToken,
    options,
  );
}

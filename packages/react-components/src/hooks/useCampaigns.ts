import { listCampaignsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/campaigns (listCampaigns); throws 'advertiserId is required' without one. Waits, disabled, until advertiserId is given. */
export function useCampaigns(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listCampaignsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listCampaignsQuery(client, advertiserId) : skipToken,
    options,
  );
}

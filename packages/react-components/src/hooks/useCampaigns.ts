import { listCampaignsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/campaigns (listCampaigns); throws 'advertiserId is required' without one. Waits, disabled, until advertiserId is given. */
export function useCampaigns(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listCampaignsQuery>>,
) {
  return usePlatformQuery((client) => listCampaignsQuery(client, advertiserId), options);
}

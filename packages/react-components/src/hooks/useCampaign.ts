import { getCampaignQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/campaigns/{campaignId} (getCampaign). Waits, disabled, until advertiserId and campaignId are given. */
export function useCampaign(
  advertiserId: string | null | undefined,
  campaignId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getCampaignQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, campaignId)
      ? (client) => getCampaignQuery(client, advertiserId, campaignId)
      : skipToken,
    options,
  );
}

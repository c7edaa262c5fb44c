import { getAudienceQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/audiences/{audienceId} (getAudience). Waits, disabled, until advertiserId and audienceId are given. */
export function useAudience(
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAudienceQuery>>,
) {
  return usePlatformQuery((client) => getAudienceQuery(client, advertiserId, audienceId), options);
}

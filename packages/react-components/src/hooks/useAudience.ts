import { getAudienceQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/audiences/{audienceId} (getAudience). Waits, disabled, until advertiserId and audienceId are given. */
export function useAudience(
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAudienceQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, audienceId)
      ? (client) => getAudienceQuery(client, advertiserId, audienceId)
      : skipToken,
    options,
  );
}

import { listAudienceSegmentsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience, the key still sits under the advertiser so switching advertiser never shows stale segments. Waits, disabled, until advertiserId and audienceId are given. */
export function useAudienceSegments(
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAudienceSegmentsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, audienceId)
      ? (client) => listAudienceSegmentsQuery(client, advertiserId, audienceId)
      : skipToken,
    options,
  );
}

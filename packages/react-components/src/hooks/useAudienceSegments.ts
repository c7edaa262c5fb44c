import { listAudienceSegmentsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience, the key still sits under the advertiser so switching advertiser never shows stale segments. Waits, disabled, until advertiserId and audienceId are given. */
export function useAudienceSegments(
  advertiserId: string | null | undefined,
  audienceId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAudienceSegmentsQuery>>,
) {
  return usePlatformQuery((client) => listAudienceSegmentsQuery(client, advertiserId, audienceId), options);
}

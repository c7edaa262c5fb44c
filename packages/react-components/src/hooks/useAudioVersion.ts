import { getAudioVersionQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). Waits, disabled, until advertiserId and externalId are given. */
export function useAudioVersion(
  advertiserId: string | null | undefined,
  externalId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAudioVersionQuery>>,
) {
  return usePlatformQuery((client) => getAudioVersionQuery(client, advertiserId, externalId), options);
}

import { listAudiencesQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/audiences (listAudiences). Waits, disabled, until advertiserId is given. */
export function useAudiences(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listAudiencesQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listAudiencesQuery(client, advertiserId) : skipToken,
    options,
  );
}

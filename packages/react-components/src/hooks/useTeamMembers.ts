import { listTeamMembersQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. Waits, disabled, until advertiserId is given. */
export function useTeamMembers(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof listTeamMembersQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listTeamMembersQuery(client, advertiserId) : skipToken,
    options,
  );
}

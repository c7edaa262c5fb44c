import { searchUsersQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /users/search/{email} (searchUsers, admins only). Waits, disabled, until email is given. */
export function useSearchUsers(
  email: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof searchUsersQuery>>,
) {
  return usePlatformQuery(allGiven(email) ? (client) => searchUsersQuery(client, email) : skipToken, options);
}

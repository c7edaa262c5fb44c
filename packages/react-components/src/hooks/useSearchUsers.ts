import { searchUsersQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /users/search/{email} (searchUsers, admins only). Waits, disabled, until email is given. */
export function useSearchUsers(
  email: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof searchUsersQuery>>,
) {
  return usePlatformQuery((client) => searchUsersQuery(client, email), options);
}

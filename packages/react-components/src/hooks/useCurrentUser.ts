import { getCurrentUserQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /users/me (getCurrentUser). */
export function useCurrentUser(options?: PlatformQueryHookOptions<QueryData<typeof getCurrentUserQuery>>) {
  return usePlatformQuery((client) => getCurrentUserQuery(client), options);
}

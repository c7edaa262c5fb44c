import { listUserRolesQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /users/roles (listUserRoles); the roles rarely change, so they are kept for the whole session. */
export function useUserRoles(options?: PlatformQueryHookOptions<QueryData<typeof listUserRolesQuery>>) {
  return usePlatformQuery((client) => listUserRolesQuery(client), options);
}

import { getAdvertiserAsAdminQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id} for an advertiser the admin is not a member of: the answer gets temporary admin access (role 1, `tmp_admin_access`), spec §4. Waits, disabled, until advertiserId is given. */
export function useAdvertiserAsAdmin(
  advertiserId: string | null | undefined,
  options?: PlatformQueryHookOptions<QueryData<typeof getAdvertiserAsAdminQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getAdvertiserAsAdminQuery(client, advertiserId) : skipToken,
    options,
  );
}

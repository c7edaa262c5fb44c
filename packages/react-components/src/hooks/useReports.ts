import { listReportsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/reporting (listReports). Waits, disabled, until advertiserId is given. */
export function useReports(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof listReportsQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof listReportsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => listReportsQuery(client, advertiserId, params) : skipToken,
    options,
  );
}

import { getAggregateCpaMetricsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). Waits, disabled, until advertiserId is given. */
export function useAggregateCpaMetrics(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof getAggregateCpaMetricsQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof getAggregateCpaMetricsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId)
      ? (client) => getAggregateCpaMetricsQuery(client, advertiserId, params)
      : skipToken,
    options,
  );
}

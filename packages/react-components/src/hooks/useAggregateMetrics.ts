import { getAggregateMetricsQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). Waits, disabled, until advertiserId is given. */
export function useAggregateMetrics(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof getAggregateMetricsQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof getAggregateMetricsQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId) ? (client) => getAggregateMetricsQuery(client, advertiserId, params) : skipToken,
    options,
  );
}

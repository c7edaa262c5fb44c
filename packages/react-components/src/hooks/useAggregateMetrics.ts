import { getAggregateMetricsQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). Waits, disabled, until advertiserId is given. */
export function useAggregateMetrics(
  advertiserId: string | null | undefined,
  params?: Parameters<typeof getAggregateMetricsQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof getAggregateMetricsQuery>>,
) {
  return usePlatformQuery((client) => getAggregateMetricsQuery(client, advertiserId, params), options);
}

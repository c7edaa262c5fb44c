import { getMetricsReportQuery } from '@earshot/sdk-core';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. Waits, disabled, until advertiserId is given. */
export function useMetricsReport(
  advertiserId: string | null | undefined,
  dashboardName: Parameters<typeof getMetricsReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof getMetricsReportQuery>>,
) {
  return usePlatformQuery((client) => getMetricsReportQuery(client, advertiserId, dashboardName), options);
}

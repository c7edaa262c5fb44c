import { getMetricsReportQuery } from '@earshot/sdk-core';
import { skipToken } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. Waits, disabled, until advertiserId and dashboardName are given. */
export function useMetricsReport(
  advertiserId: string | null | undefined,
  dashboardName: Parameters<typeof getMetricsReportQuery>[2],
  options?: PlatformQueryHookOptions<QueryData<typeof getMetricsReportQuery>>,
) {
  return usePlatformQuery(
    allGiven(advertiserId, dashboardName)
      ? (client) => getMetricsReportQuery(client, advertiserId, dashboardName)
      : skipToken,
    options,
  );
}

import { defaultReportingPeriod } from '@earshot/react-components';
import { getAggregateCpaMetricsQuery, getAggregateMetricsQuery } from '@earshot/sdk-core';
import type { Advertiser } from '../app/appTypes.ts';
import type { AppServices } from '../app/createAppServices.ts';
import { dashboardKindOf } from '../screens/dashboardKind.ts';

/**
 * Starts the dashboard's figures for the kind in the address and the default period, the query its
 * screen makes first (same key), so they load beside the screen's code rather than after it.
 */
export function prefetchDashboard(services: AppServices, advertiser: Advertiser, url: URL): void {
  const { start, end } = defaultReportingPeriod();
  const params = { startDate: start.toString(), endDate: end.toString() };
  const kind = dashboardKindOf(url.searchParams.get('kind'));
  const query =
    kind === 5
      ? getAggregateMetricsQuery(services.client, advertiser.uuid, params)
      : getAggregateCpaMetricsQuery(services.client, advertiser.uuid, params);
  void services.queryClient.prefetchQuery(query);
}

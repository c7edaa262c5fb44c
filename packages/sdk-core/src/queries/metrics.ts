import type { operations } from '../generated/api.d.ts';
import { advertiserQuery, itemQuery, type PlatformClient, type QueryParams, unwrap } from './core.ts';

/** A dashboard of the reporting service: 'cpm', 'cpa' or 'cpa-incrementality'. */
export type DashboardName = operations['getMetricsReport']['parameters']['path']['dashboardName'];

const RESOURCE = 'metrics';

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). */
export function getAggregateMetricsQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  params: QueryParams<'getAggregateMetrics'> = {},
) {
  return advertiserQuery(advertiserId, `${RESOURCE}-aggregate`, params, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/metrics/aggregate', { params: { path: { id }, query: params }, signal }),
    ),
  );
}

/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). */
export function getAggregateCpaMetricsQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  params: QueryParams<'getAggregateCpaMetrics'> = {},
) {
  return advertiserQuery(advertiserId, `${RESOURCE}-aggregate-cpa`, params, (id, signal) =>
    unwrap(
      client.GET('/companies/{id}/metrics/aggregate_cpa', {
        params: { path: { id }, query: params },
        signal,
      }),
    ),
  );
}

/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. */
export function getMetricsReportQuery(
  client: PlatformClient,
  advertiserId: string | null | undefined,
  dashboardName: DashboardName | null | undefined,
) {
  return itemQuery(
    advertiserId,
    `${RESOURCE}-report`,
    dashboardName,
    'Missing required parameter dashboard name',
    (id, name, signal) =>
      unwrap(
        client.GET('/companies/{id}/metrics/report/{dashboardName}', {
          // itemQuery hands the id back as a string; it is the DashboardName checked above.
          params: { path: { id, dashboardName: name as DashboardName } },
          signal,
        }),
      ),
  );
}

/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. */
export function listEventTypesQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, 'event-types', {}, (id, signal) =>
    unwrap(client.GET('/companies/{id}/metrics/event-types', { params: { path: { id } }, signal })),
  );
}

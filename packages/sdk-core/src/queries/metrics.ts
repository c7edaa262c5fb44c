import type { operations } from '../generated/api.d.ts';
import { itemQuery, listQuery, paramsQuery } from './operationFactories.ts';

/** A dashboard of the reporting service: 'cpm', 'cpa' or 'cpa-incrementality'. */
export type DashboardName = operations['getMetricsReport']['parameters']['path']['dashboardName'];

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). */
export const getAggregateMetricsQuery = paramsQuery(
  'getAggregateMetrics',
  '/companies/{id}/metrics/aggregate',
  'metrics-aggregate',
);

/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). */
export const getAggregateCpaMetricsQuery = paramsQuery(
  'getAggregateCpaMetrics',
  '/companies/{id}/metrics/aggregate_cpa',
  'metrics-aggregate-cpa',
);

/**
 * GET /companies/{id}/metrics/breakdown?dimension&start_date&end_date&campaign_ids&attribution_window_days
 * &attribution_model (getMetricsBreakdown): delivery and attributed conversions by a dimension.
 */
export const getMetricsBreakdownQuery = paramsQuery(
  'getMetricsBreakdown',
  '/companies/{id}/metrics/breakdown',
  'metrics-breakdown',
);

/** GET /companies/{id}/metrics/incrementality?start_date&end_date&campaign_ids (getIncrementality). */
export const getIncrementalityQuery = paramsQuery(
  'getIncrementality',
  '/companies/{id}/metrics/incrementality',
  'metrics-incrementality',
);

/**
 * GET /companies/{id}/metrics/conversion-lag?start_date&end_date&campaign_ids&attribution_window_days
 * (getConversionLag): attributed conversions by days since first exposure.
 */
export const getConversionLagQuery = paramsQuery(
  'getConversionLag',
  '/companies/{id}/metrics/conversion-lag',
  'metrics-conversion-lag',
);

/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. */
export const getMetricsReportQuery = itemQuery(
  'getMetricsReport',
  '/companies/{id}/metrics/report/{dashboardName}',
  {
    resource: 'metrics-report',
    param: 'dashboardName',
    missing: 'Missing required parameter dashboard name',
  },
);

/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. */
export const listEventTypesQuery = listQuery(
  'listEventTypes',
  '/companies/{id}/metrics/event-types',
  'event-types',
);

/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. */
export const getExploTokenQuery = listQuery('getExploToken', '/companies/{id}/explo', 'explo');

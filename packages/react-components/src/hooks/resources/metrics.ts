import {
  getAggregateCpaMetricsQuery,
  getAggregateMetricsQuery,
  getExploTokenQuery,
  getMetricsReportQuery,
  listEventTypesQuery,
} from '@earshot/sdk-core';
import { paramsQueryHook, queryHook } from '../queryHook.ts';

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). Waits, disabled, until advertiserId is given. */
export const useAggregateMetrics = paramsQueryHook(getAggregateMetricsQuery);
/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). Waits, disabled, until advertiserId is given. */
export const useAggregateCpaMetrics = paramsQueryHook(getAggregateCpaMetricsQuery);
/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. Waits, disabled, until advertiserId and dashboardName are given. */
export const useMetricsReport = queryHook<
  typeof getMetricsReportQuery,
  [advertiserId: unknown, dashboardName: unknown]
>(getMetricsReportQuery);
/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. Waits, disabled, until advertiserId is given. */
export const useEventTypes = queryHook(listEventTypesQuery);
/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. Waits, disabled, until advertiserId is given. */
export const useExploToken = queryHook(getExploTokenQuery);

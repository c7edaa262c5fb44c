import type { DashboardKind } from '@earshot/validators';
import { useAggregateCpaMetrics, useAggregateMetrics } from '../hooks/resources/metrics.ts';
import { periodParams, type ReportingPeriod } from '../Reporting/reportingPeriod.ts';

/**
 * The metrics of a dashboard kind over a period: CPM (5) reads every campaign's delivery, CPA (6) and
 * CPA Incrementality (7) the CPA campaigns' (the lift comes from `getIncrementality`, see
 * Incrementality). The query of the other kinds waits, so switching kinds fetches only what is shown.
 */
export function useDashboardMetrics(advertiserId: string, kind: DashboardKind, period: ReportingPeriod) {
  const params = periodParams(period);
  const cpm = useAggregateMetrics(kind === 5 ? advertiserId : null, params);
  const cpa = useAggregateCpaMetrics(kind === 5 ? null : advertiserId, params);
  return kind === 5 ? cpm : cpa;
}

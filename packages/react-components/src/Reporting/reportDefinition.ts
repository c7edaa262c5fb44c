import type { operations, Schema } from '@earshot/sdk-core';
import {
  ADDITIVE_BREAKDOWN_METRICS,
  ATTRIBUTION_WINDOW_DAYS,
  BREAKDOWN_METRICS,
  BREAKDOWN_DIMENSIONS as DIMENSIONS,
  ATTRIBUTION_MODELS as MODELS,
} from '@earshot/validators';
import type { ReportingPeriod } from './reportingPeriod.ts';

type BreakdownQuery = NonNullable<operations['getMetricsBreakdown']['parameters']['query']>;

/** What each row of a breakdown stands for: a day, a week, a campaign, a show… */
export type BreakdownDimension = BreakdownQuery['dimension'];

/** How a pixel conversion's credit is shared among the exposures before it. */
export type AttributionModel = NonNullable<BreakdownQuery['attribution_model']>;

/** The figures of a breakdown row or of its totals. */
export type BreakdownMetrics = Schema<'BreakdownMetrics'>;

/** A figure the report can chart and sort by. */
export type ReportMetric = keyof BreakdownMetrics;

/** The dimensions, in the order the picker offers them. */
export const BREAKDOWN_DIMENSIONS: readonly BreakdownDimension[] = DIMENSIONS;

/** The figures, in the order the picker and the table show them. */
export const REPORT_METRICS: readonly ReportMetric[] = BREAKDOWN_METRICS;

/** The attribution models, the API's default first. */
export const ATTRIBUTION_MODELS: readonly AttributionModel[] = MODELS;

/** The attribution window's bounds, in days (the API's `attribution_window_days`). */
export const ATTRIBUTION_WINDOW = ATTRIBUTION_WINDOW_DAYS;

/** Figures that are amounts of money, shown in the account's currency. */
export const MONEY_METRICS: ReadonlySet<ReportMetric> = new Set(['spend', 'conversion_value', 'cpm', 'cpa']);

/**
 * Figures that add up over rows, so their totals row is the sum and a comparison's change is
 * meaningful per row; the others are ratios (reach counts distinct listeners and is not additive).
 */
export const ADDITIVE_METRICS: ReadonlySet<ReportMetric> = new Set(ADDITIVE_BREAKDOWN_METRICS);

/** Whether the dimension's rows are points in time, charted as a time series rather than bars. */
export const isTimeDimension = (dimension: BreakdownDimension) => dimension === 'day' || dimension === 'week';

/** What a report shows: its rows, the figure charted, the period and how conversions are attributed. */
export interface ReportDefinition {
  dimension: BreakdownDimension;
  metric: ReportMetric;
  period: ReportingPeriod;
  /** Also load the period of the same length just before, and show the changes. */
  compare: boolean;
  /** The campaigns kept; all of them when empty. */
  campaignIds: readonly string[];
  /** The attribution window in days; null for the advertiser's setting (the API's default). */
  windowDays: number | null;
  /** The attribution model; null for the advertiser's setting (the API's default). */
  model: AttributionModel | null;
}

/** The report shown first: campaigns, impressions, no comparison, the advertiser's attribution settings. */
export function defaultReportDefinition(period: ReportingPeriod): ReportDefinition {
  return {
    dimension: 'campaign',
    metric: 'impressions',
    period,
    compare: false,
    campaignIds: [],
    windowDays: null,
    model: null,
  };
}

/** The period of the same number of days that ends the day before `period` starts. */
export function previousPeriod(period: ReportingPeriod): ReportingPeriod {
  const days = period.end.compare(period.start) + 1;
  return { start: period.start.subtract({ days }), end: period.start.subtract({ days: 1 }) };
}

/** The query of `getMetricsBreakdown` for a report over `period`. */
export function breakdownParams(report: ReportDefinition, period: ReportingPeriod = report.period) {
  return {
    dimension: report.dimension,
    ...measurementParams(report, period),
    ...attributionParams(report),
  };
}

/** The attribution window and model chosen for the report; none while the advertiser's settings apply. */
export function attributionParams(report: Pick<ReportDefinition, 'windowDays' | 'model'>): {
  attribution_window_days?: number;
  attribution_model?: AttributionModel;
} {
  return {
    ...(report.windowDays === null ? {} : { attribution_window_days: report.windowDays }),
    ...(report.model === null ? {} : { attribution_model: report.model }),
  };
}

/** The dates and campaigns every measurement read shares (`start_date`, `end_date`, `campaign_ids`). */
export function measurementParams(
  report: Pick<ReportDefinition, 'campaignIds'>,
  period: ReportingPeriod,
): { start_date: string; end_date: string; campaign_ids?: string[] } {
  return {
    start_date: period.start.toString(),
    end_date: period.end.toString(),
    ...(report.campaignIds.length ? { campaign_ids: [...report.campaignIds] } : {}),
  };
}

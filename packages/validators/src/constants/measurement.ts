/** What a metrics breakdown can group by (getMetricsBreakdown's `dimension`). */
export const BREAKDOWN_DIMENSIONS = [
  'day',
  'week',
  'campaign',
  'show',
  'publisher',
  'country',
  'region',
  'device',
  'creative',
  'daypart',
] as const;

/** A dimension of a metrics breakdown. */
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

/** The metrics of a breakdown row, in the order reports show them. */
export const BREAKDOWN_METRICS = [
  'impressions',
  'reach',
  'listens',
  'clicks',
  'spend',
  'conversions',
  'pixel_conversions',
  'modeled_conversions',
  'conversion_value',
  'cpm',
  'cpa',
  'roas',
] as const;

/**
 * The metrics that add up over rows, so a breakdown's totals are their sums; the others are ratios
 * (reach counts distinct listeners and is not additive either).
 */
export const ADDITIVE_BREAKDOWN_METRICS = [
  'impressions',
  'listens',
  'clicks',
  'spend',
  'conversions',
  'pixel_conversions',
  'modeled_conversions',
  'conversion_value',
] as const satisfies readonly (typeof BREAKDOWN_METRICS)[number][];

/** A metric of a breakdown row. */
export type BreakdownMetric = (typeof BREAKDOWN_METRICS)[number];

/**
 * How a pixel conversion's credit is shared among the exposures before it: all to the last or the
 * first, or equal parts to each.
 */
export const ATTRIBUTION_MODELS = ['last_touch', 'first_touch', 'linear'] as const;

/** An attribution model. */
export type AttributionModel = (typeof ATTRIBUTION_MODELS)[number];

/** Days an exposure counts for a later conversion: the shortest and longest window, and the default. */
export const ATTRIBUTION_WINDOW_DAYS = { min: 1, max: 60, default: 30 } as const;

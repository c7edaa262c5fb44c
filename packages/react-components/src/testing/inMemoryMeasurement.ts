import type { Schema } from '@earshot/sdk-core';
import { jsonResponse as json } from './jsonResponse.ts';

/** What the incrementality read says: a lift the interval proves, one it does not, or no estimate. */
export type IncrementalityFixture = 'raised' | 'no_lift' | 'not_enough_data';

/** How the in-memory measurement reads answer. */
export interface MeasurementSeed {
  /**
   * No delivery in any period: breakdowns without rows, no conversion lag.
   * @default false
   */
  empty?: boolean;
  /** @default 'raised' */
  incrementality?: IncrementalityFixture;
  /** The campaigns the `campaign` breakdown lists and `campaign_ids` filters. @default two fixture campaigns */
  campaigns?: readonly { id: string; name: string }[];
}

const DAY_MS = 86_400_000;

/** The fixture campaigns of the measurement reads. */
export const MEASUREMENT_CAMPAIGNS = [
  { id: '00000000-0000-4000-8000-000000000601', name: 'Spring Sale — Podcasts' },
  { id: '00000000-0000-4000-8000-000000000602', name: 'Performance — Weekday Mornings' },
] as const;

/** The values of each dimension other than time, with their labels, as the sandbox names them. */
const CATEGORIES: Record<string, readonly [key: string, label: string][]> = {
  show: [
    ['item-101', 'The Daily Signal'],
    ['item-102', 'Crime Junkies Weekly'],
    ['item-103', 'Morning Drive FM'],
    ['item-104', 'Tech Talk Tonight'],
  ],
  publisher: [
    ['Signal Media', 'Signal Media'],
    ['Northwind Audio', 'Northwind Audio'],
  ],
  country: [
    ['US', 'United States'],
    ['CA', 'Canada'],
    ['GB', 'United Kingdom'],
  ],
  region: [
    ['US-CA', 'US-CA'],
    ['US-NY', 'US-NY'],
    ['CA-ON', 'CA-ON'],
  ],
  device: [
    ['ios', 'iPhone and iPad'],
    ['android', 'Android phones and tablets'],
    ['smart_speaker', 'Smart speakers'],
  ],
  creative: [
    ['00000000-0000-4000-8000-000000000301', 'Autumn sale 30s'],
    ['none', 'No creative'],
  ],
  daypart: [
    ['morning', 'Morning (06–10)'],
    ['midday', 'Midday (10–15)'],
    ['afternoon', 'Afternoon (15–19)'],
    ['evening', 'Evening (19–24)'],
  ],
};

/** A small, stable number from a text, so every key gets its own figures on every run. */
const weightOf = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7);

/** The days from `start` to `end` (`YYYY-MM-DD`, both included). */
function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(start); time <= Date.parse(end); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** The Monday (ISO) of a day's week. */
const mondayOf = (day: string) => {
  const time = Date.parse(day);
  const weekday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - weekday * DAY_MS).toISOString().slice(0, 10);
};

type Metrics = Schema<'BreakdownMetrics'>;

/** The ratios of additive figures: CPM, CPA, ROAS, null without a base. */
function withRatios(sums: Omit<Metrics, 'cpm' | 'cpa' | 'roas'>): Metrics {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    ...sums,
    cpm: sums.impressions ? round((sums.spend / sums.impressions) * 1000) : null,
    cpa: sums.conversions ? round(sums.spend / sums.conversions) : null,
    roas: sums.spend ? round(sums.conversion_value / sums.spend) : null,
  };
}

/** One row's figures from its weight and share of the period; conversions follow the attribution. */
function rowMetrics(weight: number, days: number, conversionFactor: number) {
  const impressions = (1200 + weight * 9) * days;
  const spend = Math.round(impressions * 2) / 100;
  const conversions = Math.round((impressions / 700) * conversionFactor);
  // About a fifth of them come from the pixel, the rest are modeled.
  const pixel = Math.round(conversions / 5);
  return {
    impressions,
    reach: Math.round(impressions / 3),
    listens: Math.round(impressions * 0.88),
    clicks: Math.round(impressions / 240),
    spend,
    conversions,
    pixel_conversions: pixel,
    modeled_conversions: conversions - pixel,
    conversion_value: conversions * 42,
  };
}

/** `getMetricsBreakdown` over the fixture delivery: rows add up to the totals for additive figures. */
function breakdown(params: URLSearchParams, seed: MeasurementSeed): Schema<'MetricsBreakdown'> {
  const dimension = params.get('dimension') ?? 'day';
  const days = daysBetween(params.get('start_date') ?? '2026-11-01', params.get('end_date') ?? '2026-11-07');
  const chosen = campaignIdsOf(params);
  const campaigns = (seed.campaigns ?? MEASUREMENT_CAMPAIGNS).filter(
    (campaign) => !chosen.length || chosen.includes(campaign.id),
  );
  // A longer window and a model that credits the first exposure attribute more; linear shares credit.
  const window = Number(params.get('attribution_window_days') ?? 30);
  const model = params.get('attribution_model') ?? 'last_touch';
  const conversionFactor = (0.5 + Math.min(window, 60) / 60) * (model === 'first_touch' ? 1.1 : 1);
  const share = campaigns.length / (seed.campaigns ?? MEASUREMENT_CAMPAIGNS).length;
  const keys: [key: string, label: string, days: number][] =
    seed.empty || !campaigns.length
      ? []
      : dimension === 'day'
        ? days.map((day) => [day, day, 1])
        : dimension === 'week'
          ? [...new Set(days.map(mondayOf))].map((monday) => [
              monday,
              monday,
              days.filter((day) => mondayOf(day) === monday).length,
            ])
          : dimension === 'campaign'
            ? campaigns.map((campaign) => [campaign.id, campaign.name, days.length])
            : (CATEGORIES[dimension] ?? []).map(([key, label]) => [key, label, days.length * share]);
  // The period's first day is in the weight too, so a previous period differs from the current one.
  const period = days[0] ?? '';
  const rows = keys.map(([key, label, count]) => ({
    key,
    label,
    ...withRatios(rowMetrics(weightOf(`${dimension}:${key}:${period}`), count, conversionFactor)),
  }));
  const sum = (
    metric:
      | 'impressions'
      | 'listens'
      | 'clicks'
      | 'spend'
      | 'conversions'
      | 'pixel_conversions'
      | 'modeled_conversions'
      | 'conversion_value',
  ) => Math.round(rows.reduce((total, row) => total + row[metric], 0) * 100) / 100;
  return {
    rows,
    totals: withRatios({
      impressions: sum('impressions'),
      // Reach counts distinct listeners: less than the rows' sum, as listeners recur.
      reach: Math.round(rows.reduce((total, row) => total + row.reach, 0) * 0.8),
      listens: sum('listens'),
      clicks: sum('clicks'),
      spend: sum('spend'),
      conversions: sum('conversions'),
      pixel_conversions: sum('pixel_conversions'),
      modeled_conversions: sum('modeled_conversions'),
      conversion_value: sum('conversion_value'),
    }),
  };
}

/** `campaign_ids` as the contract sends it: comma-separated, or the parameter repeated. */
const campaignIdsOf = (params: URLSearchParams) =>
  params
    .getAll('campaign_ids')
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** `getIncrementality` answers, one per {@link IncrementalityFixture}, with the API's Katz interval. */
export const INCREMENTALITY_FIXTURES: Record<IncrementalityFixture, Schema<'Incrementality'>> = {
  raised: {
    exposed: { users: 200_000, conversions: 3_100 },
    control: { users: 20_000, conversions: 250 },
    lift: 0.24,
    ci_low: 0.091,
    ci_high: 0.4094,
    confidence_level: 0.95,
    significant: true,
    method: 'log_relative_risk_z_interval',
    reason: null,
  },
  no_lift: {
    exposed: { users: 12_000, conversions: 150 },
    control: { users: 1_300, conversions: 15 },
    lift: 0.0833,
    ci_low: -0.3608,
    ci_high: 0.8363,
    confidence_level: 0.95,
    significant: false,
    method: 'log_relative_risk_z_interval',
    reason: null,
  },
  not_enough_data: {
    exposed: { users: 640, conversions: 9 },
    control: { users: 70, conversions: 1 },
    lift: null,
    ci_low: null,
    ci_high: null,
    confidence_level: 0.95,
    significant: false,
    method: 'log_relative_risk_z_interval',
    reason: 'not_enough_data',
  },
};

/** `getConversionLag`: one bucket a day up to the window, most conversions in the first days. */
function conversionLag(params: URLSearchParams, seed: MeasurementSeed): Schema<'ConversionLag'> {
  const window = Number(params.get('attribution_window_days') ?? 30);
  const counts = Array.from({ length: window + 1 }, (_, days) =>
    seed.empty ? 0 : Math.round(60 * Math.exp(-days / 4) * (days === 0 ? 0.6 : 1)),
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  return {
    buckets: counts.map((conversions, days) => ({
      days,
      conversions,
      share: total ? Math.round((conversions / total) * 10_000) / 10_000 : 0,
    })),
  };
}

/**
 * Answers the measurement reads of `advertiserId` (`getMetricsBreakdown`, `getIncrementality`,
 * `getConversionLag`) from fixtures, or null for any other request.
 */
export function answerMeasurementRead(
  request: Request,
  advertiserId: string,
  seed: MeasurementSeed = {},
): Response | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/v1/, '');
  const base = `/companies/${advertiserId}/metrics`;
  if (path === `${base}/breakdown`) return json(breakdown(url.searchParams, seed));
  if (path === `${base}/incrementality`) {
    return json(INCREMENTALITY_FIXTURES[seed.empty ? 'not_enough_data' : (seed.incrementality ?? 'raised')]);
  }
  if (path === `${base}/conversion-lag`) return json(conversionLag(url.searchParams, seed));
  return null;
}

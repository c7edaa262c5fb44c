// The dashboard's key figures and daily series, which no in-memory API of the `testing` entry
// answers: composed here from the contract's types, as an embedder's demo would.
import { jsonResponse } from '@earshot/react-components/testing';
import type { Schema } from '@earshot/sdk-core';

const DAY_MS = 86_400_000;

/** Thirty days of delivery ending yesterday, quieter on weekends. */
function series(today: number): Schema<'MetricsSeriesPoint'>[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(today - (30 - index) * DAY_MS);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const impressions = (weekend ? 2400 : 4200) + ((index * 733) % 1300);
    return {
      date: day.toISOString().slice(0, 10),
      impressions,
      listens: Math.round(impressions * 0.9),
      clicks: Math.round(impressions / 250),
      spend: Math.round(impressions * 2) / 100,
      conversions: Math.round(impressions / 900),
    };
  });
}

const total = (
  points: Schema<'MetricsSeriesPoint'>[],
  key: Exclude<keyof Schema<'MetricsSeriesPoint'>, 'date'>,
) => points.reduce((sum, point) => sum + point[key], 0);

/** The aggregate metrics of the last thirty days, whatever period is asked for. */
function aggregate(): Schema<'MetricsAggregate'> {
  const points = series(Date.now());
  const spend = Math.round(total(points, 'spend') * 100) / 100;
  const conversions = total(points, 'conversions');
  return {
    totals: {
      impressions: total(points, 'impressions'),
      reach: Math.round(total(points, 'impressions') / 3.1),
      listens: total(points, 'listens'),
      clicks: total(points, 'clicks'),
      spend,
      conversions,
      cpm: 20,
      cpa: Math.round((spend / conversions) * 100) / 100,
    },
    series: points,
    lift: null,
    simulated: true,
  };
}

/**
 * Answers `getAggregateMetrics` and `getAggregateCpaMetrics` of any advertiser, and hands every
 * other request to `next`.
 */
export const withAggregateMetrics =
  (next: (request: Request) => Promise<Response>) =>
  async (request: Request): Promise<Response> =>
    /\/metrics\/aggregate(_cpa)?$/.test(new URL(request.url).pathname)
      ? jsonResponse(aggregate())
      : next(request);

import type { components } from '@earshot/sdk-core';
import { CPA_BILLING_TYPE } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import type { DateRange } from '../reporting/dateRange.ts';
import { cents, costPerAction, costPerMille, type DeliveryCountsRow } from '../reporting/reportRows.ts';
import { computeLift } from './lift.ts';

/** The contract's `MetricsAggregate`. */
export type MetricsAggregate = components['schemas']['MetricsAggregate'];

type DayRow = DeliveryCountsRow & {
  day: string;
  control_reach: string | number;
  control_conversions: string | number;
  simulated: boolean;
};

const DAY_MS = 86_400_000;

/**
 * Sums the advertiser's daily delivery over the range: totals, one series point per day (days without
 * delivery are zeros), and with `useLift` the incrementality. `cpaOnly` keeps CPA campaigns only.
 */
export async function aggregateMetrics(
  db: Database,
  advertiserUuid: string,
  range: DateRange,
  options: { cpaOnly: boolean; useLift: boolean },
): Promise<MetricsAggregate> {
  const { rows } = await db.query<DayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(impressions) AS impressions, sum(reach) AS reach,
       sum(listens) AS listens, sum(clicks) AS clicks, sum(spend) AS spend, sum(conversions) AS conversions, sum(control_reach) AS control_reach,
       sum(control_conversions) AS control_conversions, bool_or(simulated) AS simulated
     FROM campaign_daily_metrics
     WHERE advertiser_uuid = $1 AND day BETWEEN $2::date AND $3::date AND ($4::integer IS NULL OR billing_type = $4)
     GROUP BY day ORDER BY day`,
    [advertiserUuid, range.startDate, range.endDate, options.cpaOnly ? CPA_BILLING_TYPE : null],
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const series: MetricsAggregate['series'] = [];
  const sums = {
    impressions: 0,
    reach: 0,
    listens: 0,
    clicks: 0,
    spend: 0,
    conversions: 0,
    controlReach: 0,
    controlConversions: 0,
  };
  for (let time = Date.parse(range.startDate); time <= Date.parse(range.endDate); time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    const row = byDay.get(date);
    const point = {
      date,
      impressions: Number(row?.impressions ?? 0),
      spend: cents(Number(row?.spend ?? 0)),
      conversions: Number(row?.conversions ?? 0),
      listens: Number(row?.listens ?? 0),
      clicks: Number(row?.clicks ?? 0),
    };
    series.push(point);
    sums.impressions += point.impressions;
    sums.spend += point.spend;
    sums.conversions += point.conversions;
    sums.listens += point.listens;
    sums.clicks += point.clicks;
    sums.reach += Number(row?.reach ?? 0);
    sums.controlReach += Number(row?.control_reach ?? 0);
    sums.controlConversions += Number(row?.control_conversions ?? 0);
  }
  const spend = cents(sums.spend);
  return {
    totals: {
      impressions: sums.impressions,
      spend,
      conversions: sums.conversions,
      reach: sums.reach,
      listens: sums.listens,
      clicks: sums.clicks,
      cpm: costPerMille(spend, sums.impressions),
      cpa: costPerAction(spend, sums.conversions),
    },
    series,
    lift: options.useLift ? computeLift(sums) : null,
    simulated: rows.some((row) => row.simulated),
  };
}

import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import { cents } from '../reporting/reportRows.ts';
import { attributeConversions, conversionTouches } from './attribution.ts';
import {
  type BreakdownDimension,
  DIMENSION_SQL,
  daypartIndex,
  dimensionLabel,
} from './breakdownDimensions.ts';
import type { MeasurementQuery } from './measurementQuery.ts';

/** The contract's `MetricsBreakdown`. */
export type MetricsBreakdown = components['schemas']['MetricsBreakdown'];
type BreakdownMetrics = components['schemas']['BreakdownMetrics'];

type Sums = {
  impressions: number;
  listens: number;
  clicks: number;
  spend: number;
  pixel_conversions: number;
  modeled_conversions: number;
  conversion_value: number;
};

type ExposureSumsRow = { key: string; label: string | null } & Record<
  'impressions' | 'listens' | 'clicks' | 'spend' | 'conversions' | 'conversion_value',
  string | number
>;
type ReachRow = { key: string; reach: string | number };

const EXPOSURE_FILTER = `x.advertiser_uuid = $1 AND x.day BETWEEN $2::date AND $3::date
  AND ($4::uuid[] IS NULL OR x.campaign_id = ANY($4::uuid[]))`;

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * Listeners reached by key: each distinct sampled listener id counts the most listeners one of its
 * samples stands for (a cell's samples stand for its reach together). So a listener reached in several
 * cells or on several days counts once, a row's reach is at most the sum of its cells' and the totals'
 * reach at most the sum of the rows'.
 */
async function reachBy(db: Database, params: unknown[], keySql: string): Promise<Map<string, number>> {
  const { rows } = await db.query<ReachRow>(
    `SELECT key, sum(weight) AS reach FROM (
       SELECT ${keySql} AS key, l.listener_id, max(l.weight) AS weight
       FROM exposure_listeners l JOIN campaign_exposures x ON x.id = l.exposure_id
       WHERE ${EXPOSURE_FILTER} GROUP BY 1, 2) listeners
     GROUP BY key`,
    params,
  );
  return new Map(rows.map((row) => [row.key, Math.round(Number(row.reach))]));
}

function withRatios(sums: Sums, reach: number): BreakdownMetrics {
  const spend = cents(sums.spend);
  const pixel = round(sums.pixel_conversions, 4);
  const modeled = round(sums.modeled_conversions, 4);
  const conversions = round(pixel + modeled, 4);
  const value = cents(sums.conversion_value);
  return {
    impressions: sums.impressions,
    reach,
    listens: sums.listens,
    clicks: sums.clicks,
    spend,
    conversions,
    pixel_conversions: pixel,
    modeled_conversions: modeled,
    conversion_value: value,
    cpm: sums.impressions > 0 ? cents((spend / sums.impressions) * 1000) : null,
    cpa: conversions > 0 ? cents(spend / conversions) : null,
    roas: spend > 0 ? round(value / spend, 4) : null,
  };
}

const emptySums = (): Sums => ({
  impressions: 0,
  listens: 0,
  clicks: 0,
  spend: 0,
  pixel_conversions: 0,
  modeled_conversions: 0,
  conversion_value: 0,
});

/**
 * The advertiser's delivery over the query's days and campaigns by `dimension`: the simulated exposures'
 * counts, their simulated conversions as the modeled ones, and the pixel conversions attributed under the
 * query's window and model (see `attribution.ts`) as the unmodeled ones, one row a key; `conversions`
 * adds the two. The additive metrics of the rows add up to the
 * totals; reach is counted over distinct listeners, in each row and in the totals.
 */
export async function metricsBreakdown(
  db: Database,
  advertiserUuid: string,
  dimension: BreakdownDimension,
  query: MeasurementQuery,
): Promise<MetricsBreakdown> {
  const sql = DIMENSION_SQL[dimension];
  const params = [advertiserUuid, query.range.startDate, query.range.endDate, query.campaignIds];
  const { rows } = await db.query<ExposureSumsRow>(
    `SELECT ${sql.key} AS key, max(${sql.label}) AS label, sum(x.impressions) AS impressions, sum(x.listens) AS listens,
       sum(x.clicks) AS clicks, sum(x.spend) AS spend, sum(x.conversions) AS conversions,
       sum(x.conversion_value) AS conversion_value
     FROM campaign_exposures x LEFT JOIN campaigns c ON c.id = x.campaign_id
     WHERE ${EXPOSURE_FILTER} GROUP BY 1`,
    params,
  );
  const reach = await reachBy(db, params, sql.key);
  const totalReach = (await reachBy(db, params, "''")).get('') ?? 0;
  const credits = attributeConversions(
    await conversionTouches(db, advertiserUuid, query, { key: sql.touchKey ?? sql.key, label: sql.label }),
    query.model,
  );
  const byKey = new Map<string, { sums: Sums; label: string | null }>();
  for (const row of rows) {
    byKey.set(row.key, {
      label: row.label,
      sums: {
        impressions: Number(row.impressions),
        listens: Number(row.listens),
        clicks: Number(row.clicks),
        spend: Number(row.spend),
        pixel_conversions: 0,
        modeled_conversions: Number(row.conversions),
        conversion_value: Number(row.conversion_value),
      },
    });
  }
  for (const [key, credit] of credits) {
    const entry = byKey.get(key) ?? { label: credit.label, sums: emptySums() };
    entry.sums.pixel_conversions += credit.conversions;
    entry.sums.conversion_value += credit.value;
    byKey.set(key, entry);
  }
  const answerRows = [...byKey].map(([key, { label, sums }]) => ({
    key,
    label: dimensionLabel(dimension, key, label),
    ...withRatios(sums, reach.get(key) ?? 0),
  }));
  answerRows.sort((a, b) => {
    if (sql.order === 'daypart') return daypartIndex(a.key) - daypartIndex(b.key);
    if (sql.order === 'impressions' && a.impressions !== b.impressions) return b.impressions - a.impressions;
    return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
  const totals = emptySums();
  for (const row of answerRows) {
    totals.impressions += row.impressions;
    totals.listens += row.listens;
    totals.clicks += row.clicks;
    totals.spend += row.spend;
    totals.pixel_conversions += row.pixel_conversions;
    totals.modeled_conversions += row.modeled_conversions;
    totals.conversion_value += row.conversion_value;
  }
  return { rows: answerRows, totals: withRatios(totals, totalReach) };
}

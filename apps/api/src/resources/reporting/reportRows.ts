import type { components } from '@earshot/sdk-core';
import type { Database } from '../../db/database.ts';
import type { DateRange } from './dateRange.ts';

/** Delivery of one campaign on one day, as the contract shows it. */
export type ReportRow = components['schemas']['ReportRow'];

/** Delivery counts as read from `campaign_daily_metrics` sums (numbers may arrive as text). */
export type DeliveryCountsRow = {
  impressions: string | number;
  reach: string | number;
  listens: string | number;
  clicks: string | number;
  spend: string | number;
  conversions: string | number;
};

type StoredRow = DeliveryCountsRow & {
  day: string | Date;
  campaign_id: string;
  campaign_name: string;
  simulated: boolean;
};

/** Rounds money to cents. */
export const cents = (value: number): number => Math.round(value * 100) / 100;

/** Cost per thousand impressions; 0 without impressions. */
export const costPerMille = (spend: number, impressions: number): number =>
  impressions > 0 ? cents((spend / impressions) * 1000) : 0;

/** Cost per conversion; null without conversions. */
export const costPerAction = (spend: number, conversions: number): number | null =>
  conversions > 0 ? cents(spend / conversions) : null;

/** The advertiser's delivery rows in the range, by date then campaign name. */
export async function listReportRows(
  db: Database,
  advertiserUuid: string,
  range: DateRange,
): Promise<ReportRow[]> {
  const { rows } = await db.query<StoredRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, campaign_id, campaign_name, impressions, reach, listens, clicks, spend,
       conversions, simulated
     FROM campaign_daily_metrics
     WHERE advertiser_uuid = $1 AND day BETWEEN $2::date AND $3::date
     ORDER BY day, campaign_name, campaign_id`,
    [advertiserUuid, range.startDate, range.endDate],
  );
  return rows.map((row) => {
    const impressions = Number(row.impressions);
    const spend = Number(row.spend);
    const conversions = Number(row.conversions);
    return {
      date: String(row.day),
      campaign_id: row.campaign_id,
      campaign_name: row.campaign_name,
      impressions,
      reach: Number(row.reach),
      listens: Number(row.listens),
      clicks: Number(row.clicks),
      spend,
      conversions,
      cpm: costPerMille(spend, impressions),
      cpa: costPerAction(spend, conversions),
      simulated: row.simulated,
    };
  });
}

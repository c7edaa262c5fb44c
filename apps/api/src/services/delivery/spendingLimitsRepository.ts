import type { Database } from '../../db/database.ts';
import { LIMIT_MARGIN_CENTS, type MonthSpend, type SpendingLimits } from './spendingLedger.ts';

/** The advertiser's spending limits (none saved: no limit, no caps). */
export async function loadSpendingLimits(db: Database, advertiserUuid: string): Promise<SpendingLimits> {
  const { rows } = await db.query<{ campaign_id: string | null; cents: string | number | null }>(
    `SELECT NULL AS campaign_id, round(monthly_limit * 100) AS cents FROM spending_limits WHERE advertiser_uuid = $1
     UNION ALL
     SELECT campaign_id::text, round(monthly_cap * 100) FROM campaign_spending_caps WHERE advertiser_uuid = $1`,
    [advertiserUuid],
  );
  const limit = rows.find((row) => row.campaign_id === null);
  return {
    monthlyLimitCents: limit?.cents == null ? null : Number(limit.cents),
    campaignCapsCents: new Map(
      rows.flatMap((row) =>
        row.campaign_id === null ? [] : [[row.campaign_id, Number(row.cents)] as const],
      ),
    ),
  };
}

/** What the advertiser's campaigns spent per month from the month of `firstDay` on, in cents. */
export async function monthSpendSince(
  db: Database,
  advertiserUuid: string,
  firstDay: string,
): Promise<MonthSpend> {
  const { rows } = await db.query<{ month: string; campaign_id: string; cents: string | number }>(
    `SELECT to_char(day, 'YYYY-MM') AS month, campaign_id::text AS campaign_id, round(sum(spend) * 100) AS cents
       FROM campaign_daily_metrics
      WHERE advertiser_uuid = $1 AND day >= date_trunc('month', $2::date)
      GROUP BY 1, 2`,
    [advertiserUuid, firstDay],
  );
  const spent: MonthSpend = new Map();
  for (const row of rows) {
    const campaigns = spent.get(row.month) ?? new Map<string, number>();
    campaigns.set(row.campaign_id, Number(row.cents));
    spent.set(row.month, campaigns);
  }
  return spent;
}

/**
 * Marks which of the advertiser's campaigns a spending limit stops in the month of `now` (UTC):
 * `monthly_limit` when the campaigns together have less than 1.00 of the advertiser's limit left,
 * `campaign_cap` when the campaign has less than 1.00 of its cap left; clears the others. Only rows
 * whose mark changes are written.
 */
export async function markSpendingLimitsReached(
  db: Database,
  advertiserUuid: string,
  now: Date,
): Promise<void> {
  await db.query(
    `WITH month_spend AS (
       SELECT campaign_id, sum(spend) AS spend FROM campaign_daily_metrics
        WHERE advertiser_uuid = $1 AND day >= $2::date AND day < ($2::date + interval '1 month')
        GROUP BY campaign_id),
     total AS (SELECT coalesce(sum(spend), 0) AS spend FROM month_spend),
     marks AS (
       SELECT c.id,
              CASE WHEN l.monthly_limit IS NOT NULL AND l.monthly_limit - t.spend < $3 THEN 'monthly_limit'
                   WHEN cap.monthly_cap IS NOT NULL AND cap.monthly_cap - coalesce(s.spend, 0) < $3 THEN 'campaign_cap'
              END AS reached
         FROM campaigns c
         CROSS JOIN total t
         LEFT JOIN spending_limits l ON l.advertiser_uuid = c.advertiser_uuid
         LEFT JOIN campaign_spending_caps cap ON cap.campaign_id = c.id
         LEFT JOIN month_spend s ON s.campaign_id = c.id
        WHERE c.advertiser_uuid = $1)
     UPDATE campaigns c SET spending_limit_reached = m.reached
       FROM marks m
      WHERE c.id = m.id AND c.spending_limit_reached IS DISTINCT FROM m.reached`,
    [advertiserUuid, `${now.toISOString().slice(0, 7)}-01`, LIMIT_MARGIN_CENTS / 100],
  );
}

import type { UpdateSpendingLimitsBody } from '@earshot/validators';
import type { Database } from '../../db/database.ts';

/** A campaign's cap with its spend in the month. */
export type CampaignCap = {
  campaign_id: string;
  campaign_name: string;
  monthly_cap: number;
  month_spend: number;
};

/**
 * The advertiser's monthly limit (`null`: none), the spend of the month starting on `month`
 * (`YYYY-MM-01`) and every campaign cap with the campaign's spend in it, by campaign name.
 */
export async function spendingLimitsOf(
  db: Database,
  advertiserUuid: string,
  month: string,
): Promise<{ monthlyLimit: number | null; monthSpend: number; caps: CampaignCap[] }> {
  const spendOf = `SELECT campaign_id, sum(spend) AS spend FROM campaign_daily_metrics
    WHERE advertiser_uuid = $1 AND day >= $2::date AND day < ($2::date + interval '1 month') GROUP BY campaign_id`;
  const [limit, caps] = await Promise.all([
    db.query<{ monthly_limit: string | null; month_spend: string }>(
      `SELECT (SELECT monthly_limit FROM spending_limits WHERE advertiser_uuid = $1) AS monthly_limit,
              (SELECT coalesce(sum(spend), 0) FROM (${spendOf}) s)::text AS month_spend`,
      [advertiserUuid, month],
    ),
    db.query<{ campaign_id: string; campaign_name: string; monthly_cap: string; month_spend: string }>(
      `SELECT c.id::text AS campaign_id, c.name AS campaign_name, cap.monthly_cap::text AS monthly_cap,
              coalesce(s.spend, 0)::text AS month_spend
         FROM campaign_spending_caps cap
         JOIN campaigns c ON c.id = cap.campaign_id
         LEFT JOIN (${spendOf}) s ON s.campaign_id = cap.campaign_id
        WHERE cap.advertiser_uuid = $1
        ORDER BY c.name, c.id`,
      [advertiserUuid, month],
    ),
  ]);
  const row = limit.rows[0];
  return {
    monthlyLimit: row?.monthly_limit == null ? null : Number(row.monthly_limit),
    monthSpend: Number(row?.month_spend ?? 0),
    caps: caps.rows.map((cap) => ({
      ...cap,
      monthly_cap: Number(cap.monthly_cap),
      month_spend: Number(cap.month_spend),
    })),
  };
}

/**
 * Saves the limits the body gives: the monthly limit, and/or every campaign cap in place of the saved
 * ones. Saves nothing and answers the indexes of the caps naming no campaign of the advertiser when
 * there are any.
 */
export async function saveSpendingLimits(
  db: Database,
  advertiserUuid: string,
  body: UpdateSpendingLimitsBody,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (body.campaign_caps) {
      const ids = body.campaign_caps.map((cap) => cap.campaign_id);
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id::text AS id FROM campaigns WHERE advertiser_uuid = $1 AND id = ANY($2::uuid[])',
        [advertiserUuid, ids],
      );
      const known = new Set(rows.map((row) => row.id));
      const unknown = ids.flatMap((id, index) => (known.has(id.toLowerCase()) ? [] : [index]));
      if (unknown.length > 0) return unknown;
      await tx.query('DELETE FROM campaign_spending_caps WHERE advertiser_uuid = $1', [advertiserUuid]);
      if (ids.length > 0) {
        await tx.query(
          `INSERT INTO campaign_spending_caps (campaign_id, advertiser_uuid, monthly_cap)
           SELECT unnest($2::uuid[]), $1, unnest($3::numeric[])`,
          [advertiserUuid, ids, body.campaign_caps.map((cap) => cap.monthly_cap.toFixed(2))],
        );
      }
    }
    if (body.monthly_limit !== undefined) {
      await tx.query(
        `INSERT INTO spending_limits (advertiser_uuid, monthly_limit, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (advertiser_uuid) DO UPDATE SET monthly_limit = EXCLUDED.monthly_limit,
           updated_at = EXCLUDED.updated_at`,
        [advertiserUuid, body.monthly_limit === null ? null : body.monthly_limit.toFixed(2), now],
      );
    }
    return [];
  });
}

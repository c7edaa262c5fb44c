import type { Database } from '../../db/database.ts';
import type { GroupCounts } from './lift.ts';
import type { MeasurementQuery } from './measurementQuery.ts';

/**
 * The exposed and control groups of the query's days and campaigns, from the simulator's holdout
 * (`campaign_daily_metrics`): users are each day's listeners reached, summed (a listener reached on two
 * days counts twice, in both groups alike), with the conversions of each group.
 */
export async function groupCounts(
  db: Database,
  advertiserUuid: string,
  query: MeasurementQuery,
): Promise<GroupCounts> {
  const { rows } = await db.query<
    Record<'reach' | 'conversions' | 'control_reach' | 'control_conversions', string>
  >(
    `SELECT coalesce(sum(reach), 0) AS reach, coalesce(sum(conversions), 0) AS conversions,
       coalesce(sum(control_reach), 0) AS control_reach, coalesce(sum(control_conversions), 0) AS control_conversions
     FROM campaign_daily_metrics
     WHERE advertiser_uuid = $1 AND day BETWEEN $2::date AND $3::date
       AND ($4::uuid[] IS NULL OR campaign_id = ANY($4::uuid[]))`,
    [advertiserUuid, query.range.startDate, query.range.endDate, query.campaignIds],
  );
  const row = rows[0];
  return {
    exposed: { users: Number(row?.reach ?? 0), conversions: Number(row?.conversions ?? 0) },
    control: { users: Number(row?.control_reach ?? 0), conversions: Number(row?.control_conversions ?? 0) },
  };
}

import type { Database } from '../../db/database.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
import type { CampaignRow } from './campaignRow.ts';

/** The fields of a campaign a user controls, as stored. */
export type CampaignFields = Omit<
  CampaignRow,
  | 'id'
  | 'advertiser_uuid'
  | 'spend'
  | 'impressions'
  | 'created_at'
  | 'updated_at'
  | 'budget'
  | 'max_daily_budget'
  | 'spending_limit_reached'
> & { budget: number; max_daily_budget: number | null };

const COLUMNS = `id, advertiser_uuid, name, goal, campaign_type, status, budget, max_daily_budget, frequency_cap,
  start_date::text AS start_date, end_date::text AS end_date, pacing_type, billing_type,
  playlist_ids::text[] AS playlist_ids, deal_ids, targeting, audience_ids::text[] AS audience_ids,
  creative_ids::text[] AS creative_ids, optimization, spend, impressions, spending_limit_reached, created_at,
  updated_at`;

/** The advertisers' campaigns, newest first; a save overwrites the user-controlled fields. */
export const campaigns = advertiserTable<CampaignRow, CampaignFields>()({
  table: 'campaigns',
  key: 'id',
  select: COLUMNS,
  order: 'created_at DESC, id',
  columns: `name, goal, campaign_type, status, budget, max_daily_budget, frequency_cap::jsonb, start_date::date,
    end_date::date,
    pacing_type, billing_type, playlist_ids::uuid[], deal_ids::text[], targeting::jsonb, audience_ids::uuid[],
    creative_ids::uuid[], optimization::jsonb`,
});

/**
 * Which of the given ids are not rows of `table` owned by the advertiser. `table` is one of the
 * fixed names below, never request text.
 */
export async function unknownReferences(
  db: Database,
  table: 'playlists' | 'audiences' | 'creatives',
  advertiserUuid: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM ${table} WHERE advertiser_uuid = $1 AND id = ANY($2::uuid[])`,
    [advertiserUuid, ids],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Moves a campaign from status `from` to `to`, changed `now`; `null` when it is not in `from` (any
 * more): the condition makes two concurrent changes of one campaign apply one after the other.
 */
export async function changeCampaignStatus(
  db: Database,
  advertiserUuid: string,
  id: string,
  from: CampaignRow['status'],
  to: CampaignRow['status'],
  now: Date,
): Promise<CampaignRow | null> {
  const { rows } = await db.query<CampaignRow>(
    `UPDATE campaigns SET status = $4, updated_at = $5
      WHERE advertiser_uuid = $1 AND id = $2 AND status = $3
      RETURNING ${COLUMNS}`,
    [advertiserUuid, id, from, to, now],
  );
  return rows[0] ?? null;
}

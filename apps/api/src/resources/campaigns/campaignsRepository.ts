import type { Database } from '../../db/database.ts';
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
> & { budget: number; max_daily_budget: number | null };

const COLUMNS = `id, advertiser_uuid, name, goal, campaign_type, status, budget, max_daily_budget,
  start_date::text AS start_date, end_date::text AS end_date, pacing_type, billing_type,
  playlist_ids::text[] AS playlist_ids, deal_ids, targeting, audience_ids::text[] AS audience_ids,
  creative_ids::text[] AS creative_ids, optimization, spend, impressions, created_at, updated_at`;

/** Parameters $3…$19 in the order both writes use them. */
function fieldParams(fields: CampaignFields): unknown[] {
  return [
    fields.name,
    fields.goal,
    fields.campaign_type,
    fields.status,
    fields.budget,
    fields.max_daily_budget,
    fields.start_date,
    fields.end_date,
    fields.pacing_type,
    fields.billing_type,
    fields.playlist_ids,
    fields.deal_ids,
    JSON.stringify(fields.targeting),
    fields.audience_ids,
    fields.creative_ids,
    JSON.stringify(fields.optimization),
  ];
}

/** Lists an advertiser's campaigns, newest first. */
export async function listCampaigns(db: Database, advertiserUuid: string): Promise<CampaignRow[]> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns WHERE advertiser_uuid = $1 ORDER BY created_at DESC, id`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one campaign of an advertiser, or `null`. */
export async function findCampaign(
  db: Database,
  advertiserUuid: string,
  id: string,
): Promise<CampaignRow | null> {
  const { rows } = await db.query<CampaignRow>(
    `SELECT ${COLUMNS} FROM campaigns WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id],
  );
  return rows[0] ?? null;
}

/** Stores a new campaign and returns it. */
export async function insertCampaign(
  db: Database,
  advertiserUuid: string,
  fields: CampaignFields,
  now: Date,
): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    `INSERT INTO campaigns (advertiser_uuid, created_at, name, goal, campaign_type, status, budget,
       max_daily_budget, start_date, end_date, pacing_type, billing_type, playlist_ids, deal_ids, targeting,
       audience_ids, creative_ids, optimization, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13::uuid[], $14::text[],
       $15::jsonb, $16::uuid[], $17::uuid[], $18::jsonb, $2)
     RETURNING ${COLUMNS}`,
    [advertiserUuid, now, ...fieldParams(fields)],
  );
  return rows[0] as CampaignRow;
}

/** Overwrites the user-controlled fields of a campaign; `null` when it does not exist. */
export async function saveCampaign(
  db: Database,
  advertiserUuid: string,
  id: string,
  fields: CampaignFields,
  now: Date,
): Promise<CampaignRow | null> {
  const { rows } = await db.query<CampaignRow>(
    `UPDATE campaigns SET name = $4, goal = $5, campaign_type = $6, status = $7, budget = $8,
       max_daily_budget = $9, start_date = $10::date, end_date = $11::date, pacing_type = $12,
       billing_type = $13, playlist_ids = $14::uuid[], deal_ids = $15::text[], targeting = $16::jsonb,
       audience_ids = $17::uuid[], creative_ids = $18::uuid[], optimization = $19::jsonb, updated_at = $3
     WHERE advertiser_uuid = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [advertiserUuid, id, now, ...fieldParams(fields)],
  );
  return rows[0] ?? null;
}

/** Deletes a campaign; returns whether it existed. */
export async function deleteCampaign(db: Database, advertiserUuid: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'DELETE FROM campaigns WHERE advertiser_uuid = $1 AND id = $2 RETURNING id',
    [advertiserUuid, id],
  );
  return rows.length > 0;
}

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

import type { Database } from '../../db/database.ts';
import type { CreativeRow } from './creativeRow.ts';

/** The fields of a creative a user controls, as stored. */
export type CreativeFields = Pick<
  CreativeRow,
  | 'name'
  | 'asset_uuid'
  | 'audio_filename'
  | 'audio_url'
  | 'display_filename'
  | 'display_url'
  | 'click_url'
  | 'status'
>;

const COLUMNS = `id, advertiser_uuid, name, asset_uuid, audio_filename, audio_url, display_filename, display_url,
  click_url, status, created_at, updated_at`;

/** Lists an advertiser's creatives, newest first. */
export async function listCreatives(db: Database, advertiserUuid: string): Promise<CreativeRow[]> {
  const { rows } = await db.query<CreativeRow>(
    `SELECT ${COLUMNS} FROM creatives WHERE advertiser_uuid = $1 ORDER BY created_at DESC, id`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one creative of an advertiser, or `null`. */
export async function findCreative(
  db: Database,
  advertiserUuid: string,
  id: string,
): Promise<CreativeRow | null> {
  const { rows } = await db.query<CreativeRow>(
    `SELECT ${COLUMNS} FROM creatives WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id],
  );
  return rows[0] ?? null;
}

/**
 * Records the address of a creative's uploaded audio (which makes a creative not rejected `ready`)
 * or display ad.
 */
export async function setCreativeFileUrl(
  db: Database,
  advertiserUuid: string,
  id: string,
  kind: 'audio' | 'display',
  url: string,
  now: Date,
): Promise<void> {
  const assignment =
    kind === 'audio'
      ? "audio_url = $3, status = CASE WHEN status = 'rejected' THEN status ELSE 'ready' END"
      : 'display_url = $3';
  await db.query(
    `UPDATE creatives SET ${assignment}, updated_at = $4 WHERE advertiser_uuid = $1 AND id = $2`,
    [advertiserUuid, id, url, now],
  );
}

/** The advertiser a creative belongs to, or `null` when no creative has this id. */
export async function findCreativeAdvertiser(db: Database, id: string): Promise<string | null> {
  const { rows } = await db.query<{ advertiser_uuid: string }>(
    'SELECT advertiser_uuid FROM creatives WHERE id = $1',
    [id],
  );
  return rows[0]?.advertiser_uuid ?? null;
}

/** Stores a new creative and returns it. */
export async function insertCreative(
  db: Database,
  advertiserUuid: string,
  fields: CreativeFields,
  now: Date,
): Promise<CreativeRow> {
  const { rows } = await db.query<CreativeRow>(
    `INSERT INTO creatives (advertiser_uuid, name, asset_uuid, audio_filename, audio_url, display_filename,
       display_url, click_url, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      fields.name,
      fields.asset_uuid,
      fields.audio_filename,
      fields.audio_url,
      fields.display_filename,
      fields.display_url,
      fields.click_url,
      fields.status,
      now,
    ],
  );
  return rows[0] as CreativeRow;
}

/** Overwrites the user-controlled fields of a creative; `null` when it does not exist. */
export async function saveCreative(
  db: Database,
  advertiserUuid: string,
  id: string,
  fields: CreativeFields,
  now: Date,
): Promise<CreativeRow | null> {
  const { rows } = await db.query<CreativeRow>(
    `UPDATE creatives SET name = $3, asset_uuid = $4, audio_filename = $5, audio_url = $6,
       display_filename = $7, display_url = $8, click_url = $9, status = $10, updated_at = $11
     WHERE advertiser_uuid = $1 AND id = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      id,
      fields.name,
      fields.asset_uuid,
      fields.audio_filename,
      fields.audio_url,
      fields.display_filename,
      fields.display_url,
      fields.click_url,
      fields.status,
      now,
    ],
  );
  return rows[0] ?? null;
}

/** Whether a running campaign of the advertiser plays this creative. */
export async function creativeInRunningCampaign(
  db: Database,
  advertiserUuid: string,
  id: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM campaigns WHERE advertiser_uuid = $1 AND status = 'running' AND $2::uuid = ANY(creative_ids)
     LIMIT 1`,
    [advertiserUuid, id],
  );
  return rows.length > 0;
}

/** Deletes a creative and takes it out of the campaigns listing it; returns whether it existed. */
export async function deleteCreative(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ advertiser_uuid: string }>(
      'DELETE FROM creatives WHERE id = $1 RETURNING advertiser_uuid',
      [id],
    );
    const advertiserUuid = rows[0]?.advertiser_uuid;
    if (!advertiserUuid) return false;
    await tx.query(
      `UPDATE campaigns SET creative_ids = array_remove(creative_ids, $2::uuid)
       WHERE advertiser_uuid = $1 AND $2::uuid = ANY(creative_ids)`,
      [advertiserUuid, id],
    );
    return true;
  });
}

import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
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
  click_url, status, vast_key, created_at, updated_at`;

/** The advertisers' creatives, newest first; a save overwrites the user-controlled fields. */
export const creatives = advertiserTable<CreativeRow, CreativeFields>()({
  table: 'creatives',
  key: 'id',
  select: COLUMNS,
  order: 'created_at DESC, id',
  columns: 'name, asset_uuid, audio_filename, audio_url, display_filename, display_url, click_url, status',
});

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

/**
 * Gives the creatives that play `assetUuid` (and have no audio file of their own) the asset's file
 * URL, as a creative made from an asset takes it (`POST …/creatives`); for an asset whose file came
 * after its creatives.
 */
export async function setAssetAudioOfCreatives(
  db: Database,
  advertiserUuid: string,
  assetUuid: string,
  url: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE creatives SET audio_url = $3, updated_at = $4
      WHERE advertiser_uuid = $1 AND asset_uuid = $2 AND audio_filename IS NULL`,
    [advertiserUuid, assetUuid, url, now],
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

/**
 * The creative whose public VAST tag `key` opens: the creative of `advertiserUuid` with that id and
 * `vast_key`, compared in constant time; `null` for any other key.
 */
export async function findCreativeByVastKey(
  db: Database,
  advertiserUuid: string,
  id: string,
  key: string,
): Promise<CreativeRow | null> {
  const creative = await creatives.find(db, advertiserUuid, id);
  if (!creative) return null;
  const expected = Buffer.from(creative.vast_key);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given) ? creative : null;
}

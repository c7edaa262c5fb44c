import type { Database } from '../../db/database.ts';
import type { AssetRow } from './assetRow.ts';

/** Fields a new asset is stored with. */
export type NewAsset = {
  name: string;
  kind: AssetRow['kind'];
  status: AssetRow['status'];
  filename: string;
  content_type: string;
  duration_seconds: number | null;
  script: string | null;
  voice_id: string | null;
};

/** Fields an update may change. */
export type AssetChanges = Partial<Pick<AssetRow, 'name' | 'script' | 'voice_id' | 'duration_seconds'>>;

const COLUMNS = `uuid, advertiser_uuid, name, kind, status, filename, content_type, duration_seconds,
  file_url, file_key, script, voice_id, created_at, updated_at`;

/** Lists an advertiser's assets, newest first. */
export async function listAssets(db: Database, advertiserUuid: string): Promise<AssetRow[]> {
  const { rows } = await db.query<AssetRow>(
    `SELECT ${COLUMNS} FROM assets WHERE advertiser_uuid = $1 ORDER BY created_at DESC, uuid`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one asset of an advertiser, or `null`. */
export async function findAsset(
  db: Database,
  advertiserUuid: string,
  uuid: string,
): Promise<AssetRow | null> {
  const { rows } = await db.query<AssetRow>(
    `SELECT ${COLUMNS} FROM assets WHERE advertiser_uuid = $1 AND uuid = $2`,
    [advertiserUuid, uuid],
  );
  return rows[0] ?? null;
}

/** Stores a new asset and returns it. */
export async function insertAsset(
  db: Database,
  advertiserUuid: string,
  asset: NewAsset,
  now: Date,
): Promise<AssetRow> {
  const { rows } = await db.query<AssetRow>(
    `INSERT INTO assets (advertiser_uuid, name, kind, status, filename, content_type, duration_seconds,
       script, voice_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      asset.name,
      asset.kind,
      asset.status,
      asset.filename,
      asset.content_type,
      asset.duration_seconds,
      asset.script,
      asset.voice_id,
      now,
    ],
  );
  return rows[0] as AssetRow;
}

/** Applies changes to an asset; returns the updated row or `null` when it does not exist. */
export async function updateAsset(
  db: Database,
  advertiserUuid: string,
  uuid: string,
  changes: AssetChanges,
  now: Date,
): Promise<AssetRow | null> {
  const { rows } = await db.query<AssetRow>(
    `UPDATE assets SET
       name = CASE WHEN $3 THEN $4 ELSE name END,
       script = CASE WHEN $5 THEN $6 ELSE script END,
       voice_id = CASE WHEN $7 THEN $8 ELSE voice_id END,
       duration_seconds = CASE WHEN $9 THEN $10::double precision ELSE duration_seconds END,
       updated_at = $11
     WHERE advertiser_uuid = $1 AND uuid = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      uuid,
      'name' in changes,
      changes.name ?? null,
      'script' in changes,
      changes.script ?? null,
      'voice_id' in changes,
      changes.voice_id ?? null,
      'duration_seconds' in changes,
      changes.duration_seconds ?? null,
      now,
    ],
  );
  return rows[0] ?? null;
}

/** Where an asset's file is stored and served, how long it plays, and the state that leaves it in. */
export type AssetFile = Pick<AssetRow, 'status' | 'file_key' | 'file_url' | 'duration_seconds'>;

/** Records an asset's file; returns the updated row or `null` when the asset does not exist. */
export async function setAssetFile(
  db: Database,
  advertiserUuid: string,
  uuid: string,
  file: AssetFile,
  now: Date,
): Promise<AssetRow | null> {
  const { rows } = await db.query<AssetRow>(
    `UPDATE assets SET status = $3, file_key = $4, file_url = $5, duration_seconds = $6, updated_at = $7
     WHERE advertiser_uuid = $1 AND uuid = $2
     RETURNING ${COLUMNS}`,
    [advertiserUuid, uuid, file.status, file.file_key, file.file_url, file.duration_seconds, now],
  );
  return rows[0] ?? null;
}

/** Whether any creative of the advertiser plays this asset. */
export async function assetInUse(db: Database, advertiserUuid: string, uuid: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM creatives WHERE advertiser_uuid = $1 AND asset_uuid = $2 LIMIT 1',
    [advertiserUuid, uuid],
  );
  return rows.length > 0;
}

/** Deletes an asset; returns whether it existed. */
export async function deleteAsset(db: Database, advertiserUuid: string, uuid: string): Promise<boolean> {
  const { rows } = await db.query<{ uuid: string }>(
    'DELETE FROM assets WHERE advertiser_uuid = $1 AND uuid = $2 RETURNING uuid',
    [advertiserUuid, uuid],
  );
  return rows.length > 0;
}

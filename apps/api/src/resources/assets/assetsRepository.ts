import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import { advertiserTable } from '../shared/advertiserTable.ts';
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
  source_asset_uuid: string | null;
  preflight_profile: AssetRow['preflight_profile'];
};

/** Fields an update may change. */
export type AssetChanges = Partial<Pick<AssetRow, 'name' | 'script' | 'voice_id' | 'duration_seconds'>>;

const COLUMNS = `uuid, advertiser_uuid, name, kind, status, filename, content_type, duration_seconds,
  file_url, file_key, script, voice_id, source_asset_uuid, preflight_profile, preflight, peaks, created_at,
  updated_at`;

/** The advertisers' assets, newest first; an update changes the fields it gives. */
export const assets = advertiserTable<AssetRow, NewAsset>()({
  table: 'assets',
  key: 'uuid',
  select: COLUMNS,
  order: 'created_at DESC, uuid',
  columns:
    'name, kind, status, filename, content_type, duration_seconds, script, voice_id, source_asset_uuid, preflight_profile',
});

/**
 * Where an asset's file is stored and served, how long it plays, its pre-flight and peaks, and the
 * state that leaves it in.
 */
export type AssetFile = Pick<
  AssetRow,
  'status' | 'file_key' | 'file_url' | 'duration_seconds' | 'preflight' | 'peaks'
>;

/** Records an asset's file; returns the updated row or `null` when the asset does not exist. */
export async function setAssetFile(
  db: Database,
  advertiserUuid: string,
  uuid: string,
  file: AssetFile,
  now: Date,
): Promise<AssetRow | null> {
  return queryFirst<AssetRow>(
    db,
    `UPDATE assets SET status = $3, file_key = $4, file_url = $5, duration_seconds = $6, preflight = $7::jsonb,
       peaks = $8::jsonb, updated_at = $9
     WHERE advertiser_uuid = $1 AND uuid = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      uuid,
      file.status,
      file.file_key,
      file.file_url,
      file.duration_seconds,
      json(file.preflight),
      json(file.peaks),
      now,
    ],
  );
}

/** A jsonb parameter: the value as JSON text, SQL NULL for null. */
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Whether any creative of the advertiser plays this asset. */
export async function assetInUse(db: Database, advertiserUuid: string, uuid: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM creatives WHERE advertiser_uuid = $1 AND asset_uuid = $2 LIMIT 1',
    [advertiserUuid, uuid],
  );
  return rows.length > 0;
}

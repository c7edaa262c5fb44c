import type { components } from '@earshot/sdk-core';

/** An asset as stored in the `assets` table. */
export type AssetRow = {
  uuid: string;
  advertiser_uuid: string;
  name: string;
  kind: 'uploaded' | 'generated';
  status: 'pending_upload' | 'ready' | 'processing' | 'failed';
  filename: string;
  content_type: string;
  duration_seconds: number | null;
  file_url: string | null;
  /** Storage key of the file in `uploads`, once there is one. */
  file_key: string | null;
  script: string | null;
  voice_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** An asset as the contract shows it. */
export type Asset = components['schemas']['Asset'];

/** Maps a stored asset row to its wire shape. */
export function toAsset(row: AssetRow): Asset {
  return {
    uuid: row.uuid,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    kind: row.kind,
    status: row.status,
    filename: row.filename,
    content_type: row.content_type,
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    file_url: row.file_url,
    script: row.script,
    voice_id: row.voice_id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

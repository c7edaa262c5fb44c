import type { components } from '@earshot/sdk-core';

/** A creative as stored in the `creatives` table. */
export type CreativeRow = {
  id: string;
  advertiser_uuid: string;
  name: string;
  asset_uuid: string | null;
  audio_filename: string | null;
  audio_url: string | null;
  display_filename: string | null;
  display_url: string | null;
  click_url: string | null;
  status: 'draft' | 'pending_upload' | 'ready' | 'rejected';
  created_at: Date | string;
  updated_at: Date | string;
};

/** A creative as the contract shows it. */
export type Creative = components['schemas']['Creative'];

/** Maps a stored creative row to its wire shape. */
export function toCreative(row: CreativeRow): Creative {
  return {
    id: row.id,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    asset_uuid: row.asset_uuid,
    audio_filename: row.audio_filename,
    audio_url: row.audio_url,
    display_filename: row.display_filename,
    display_url: row.display_url,
    click_url: row.click_url,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

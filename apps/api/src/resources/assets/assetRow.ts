import type { components } from '@earshot/sdk-core';
import type { DestinationProfileId } from '@earshot/validators';
import {
  type AdvertiserRecordRow,
  advertiserRecord,
  nullableNumeric,
  wireMapper,
} from '../shared/wireMapper.ts';

/** An asset as stored in the `assets` table. */
export type AssetRow = AdvertiserRecordRow & {
  uuid: string;
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
  /** The original of a loudness-normalized copy. */
  source_asset_uuid: string | null;
  /** The profile the file is checked against. */
  preflight_profile: DestinationProfileId;
  preflight: Asset['preflight'];
  peaks: Asset['peaks'];
};

/** An asset as the contract shows it. */
export type Asset = components['schemas']['Asset'];

/** Maps a stored asset row to its wire shape. */
export const toAsset = wireMapper<AssetRow, Asset>()(
  'uuid advertiser_id name kind status filename content_type duration_seconds file_url script voice_id source_asset_uuid preflight peaks created_at updated_at',
  { ...advertiserRecord, duration_seconds: nullableNumeric('duration_seconds') },
);

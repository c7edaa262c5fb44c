import type { components } from '@earshot/sdk-core';
import { type AdvertiserRecordRow, advertiserRecord, wireMapper } from '../shared/wireMapper.ts';

/** A creative as stored in the `creatives` table. */
export type CreativeRow = AdvertiserRecordRow & {
  id: string;
  name: string;
  asset_uuid: string | null;
  audio_filename: string | null;
  audio_url: string | null;
  display_filename: string | null;
  display_url: string | null;
  click_url: string | null;
  status: 'draft' | 'pending_upload' | 'ready' | 'rejected';
  vast_key: string;
};

/** A creative as the contract shows it. */
export type Creative = components['schemas']['Creative'];

/** Maps a stored creative row to its wire shape. */
export const toCreative = wireMapper<CreativeRow, Creative>()(
  'id advertiser_id name asset_uuid audio_filename audio_url display_filename display_url click_url status vast_key created_at updated_at',
  advertiserRecord,
);

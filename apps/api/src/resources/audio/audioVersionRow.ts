import type { components } from '@earshot/sdk-core';
import { isoTime, nullableNumeric, wireMapper } from '../shared/wireMapper.ts';

/** An audio version as stored in the `audio_versions` table. */
export type AudioVersionRow = {
  external_id: string;
  advertiser_uuid: string;
  asset_uuid: string | null;
  script: string;
  voice_id: string;
  status: 'processing' | 'ready' | 'failed';
  /** Storage key of the audio in `uploads`. */
  audio_key: string | null;
  audio_url: string | null;
  duration_seconds: number | null;
  created_at: Date | string;
};

/** An audio version as the contract shows it (`Advertisement`). */
export type AudioVersion = components['schemas']['Advertisement'];

/** Maps a stored audio version to its wire shape. */
export const toAudioVersion = wireMapper<AudioVersionRow, AudioVersion>()(
  'external_id asset_uuid script voice_id status audio_url duration_seconds created_at',
  { duration_seconds: nullableNumeric('duration_seconds'), created_at: isoTime('created_at') },
);

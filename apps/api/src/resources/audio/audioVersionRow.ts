import type { components } from '@earshot/sdk-core';

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
export function toAudioVersion(row: AudioVersionRow): AudioVersion {
  return {
    external_id: row.external_id,
    asset_uuid: row.asset_uuid,
    script: row.script,
    voice_id: row.voice_id,
    status: row.status,
    audio_url: row.audio_url,
    duration_seconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    created_at: new Date(row.created_at).toISOString(),
  };
}

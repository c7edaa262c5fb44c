import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { AudioVersionRow } from './audioVersionRow.ts';

/** What a version is generated from. */
export type AudioVersionInput = { script: string; voice_id: string; asset_uuid: string | null };

const COLUMNS = `external_id, advertiser_uuid, asset_uuid, script, voice_id, status, audio_key, audio_url,
  duration_seconds, created_at`;

/** Lists an advertiser's audio versions, newest first, optionally only those of one asset. */
export async function listAudioVersions(
  db: Database,
  advertiserUuid: string,
  assetUuid: string | null,
): Promise<AudioVersionRow[]> {
  const { rows } = await db.query<AudioVersionRow>(
    `SELECT ${COLUMNS} FROM audio_versions
     WHERE advertiser_uuid = $1 AND ($2::uuid IS NULL OR asset_uuid = $2::uuid)
     ORDER BY created_at DESC, external_id`,
    [advertiserUuid, assetUuid],
  );
  return rows;
}

/** Finds one audio version of an advertiser, or `null`. */
export async function findAudioVersion(
  db: Database,
  advertiserUuid: string,
  externalId: string,
): Promise<AudioVersionRow | null> {
  return queryFirst<AudioVersionRow>(
    db,
    `SELECT ${COLUMNS} FROM audio_versions WHERE advertiser_uuid = $1 AND external_id = $2`,
    [advertiserUuid, externalId],
  );
}

/** A synthesized file of a version: where it is stored and served, and how long it plays. */
export type VersionAudio = { audio_key: string; audio_url: string; duration_seconds: number };

/** Stores a version whose audio has been generated, as `ready`. */
export async function insertAudioVersion(
  db: Database,
  advertiserUuid: string,
  input: AudioVersionInput & VersionAudio & { external_id: string },
  now: Date,
): Promise<AudioVersionRow> {
  const { rows } = await db.query<AudioVersionRow>(
    `INSERT INTO audio_versions (external_id, advertiser_uuid, asset_uuid, script, voice_id, status, audio_key,
       audio_url, duration_seconds, created_at)
     VALUES ($1, $2, $3, $4, $5, 'ready', $6, $7, $8, $9)
     RETURNING ${COLUMNS}`,
    [
      input.external_id,
      advertiserUuid,
      input.asset_uuid,
      input.script,
      input.voice_id,
      input.audio_key,
      input.audio_url,
      input.duration_seconds,
      now,
    ],
  );
  return rows[0] as AudioVersionRow;
}

/** Replaces a version's script, voice and audio; returns it, or `null` when it does not exist. */
export async function regenerateAudioVersion(
  db: Database,
  advertiserUuid: string,
  externalId: string,
  input: Pick<AudioVersionInput, 'script' | 'voice_id'> & VersionAudio,
): Promise<AudioVersionRow | null> {
  return queryFirst<AudioVersionRow>(
    db,
    `UPDATE audio_versions SET script = $3, voice_id = $4, status = 'ready', audio_key = $5, audio_url = $6,
       duration_seconds = $7
     WHERE advertiser_uuid = $1 AND external_id = $2
     RETURNING ${COLUMNS}`,
    [
      advertiserUuid,
      externalId,
      input.script,
      input.voice_id,
      input.audio_key,
      input.audio_url,
      input.duration_seconds,
    ],
  );
}

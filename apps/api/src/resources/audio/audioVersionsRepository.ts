import type { Database } from '../../db/database.ts';
import type { AudioVersionRow } from './audioVersionRow.ts';

/** What a version is generated from. */
export type AudioVersionInput = { script: string; voice_id: string; asset_uuid: string | null };

const COLUMNS =
  'external_id, advertiser_uuid, asset_uuid, script, voice_id, status, audio_url, duration_seconds, created_at';

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
  const { rows } = await db.query<AudioVersionRow>(
    `SELECT ${COLUMNS} FROM audio_versions WHERE advertiser_uuid = $1 AND external_id = $2`,
    [advertiserUuid, externalId],
  );
  return rows[0] ?? null;
}

/**
 * Stores a generated version. Until the speech synthesizer is wired in, a version is stored
 * `ready` with no audio file (`audio_url` null).
 */
export async function insertAudioVersion(
  db: Database,
  advertiserUuid: string,
  input: AudioVersionInput,
  now: Date,
): Promise<AudioVersionRow> {
  const { rows } = await db.query<AudioVersionRow>(
    `INSERT INTO audio_versions (advertiser_uuid, asset_uuid, script, voice_id, status, created_at)
     VALUES ($1, $2, $3, $4, 'ready', $5)
     RETURNING ${COLUMNS}`,
    [advertiserUuid, input.asset_uuid, input.script, input.voice_id, now],
  );
  return rows[0] as AudioVersionRow;
}

/** Regenerates a version in place from its (possibly changed) script and voice. */
export async function regenerateAudioVersion(
  db: Database,
  advertiserUuid: string,
  externalId: string,
  input: Pick<AudioVersionInput, 'script' | 'voice_id'>,
): Promise<AudioVersionRow | null> {
  const { rows } = await db.query<AudioVersionRow>(
    `UPDATE audio_versions SET script = $3, voice_id = $4, status = 'ready', audio_url = NULL,
       duration_seconds = NULL
     WHERE advertiser_uuid = $1 AND external_id = $2
     RETURNING ${COLUMNS}`,
    [advertiserUuid, externalId, input.script, input.voice_id],
  );
  return rows[0] ?? null;
}

import type { Database } from '../../db/database.ts';
import { synthesizeSpeechFile } from '../../services/speech/speechFile.ts';
import { assets } from '../assets/assetsRepository.ts';
import { storeGeneratedAssetFile } from '../assets/generatedAssetFile.ts';
import { regenerateAudioVersion } from './audioVersionsRepository.ts';
import { storeVersionAudio, synthesizeVersionAudio } from './versionAudio.ts';
import { findVoice } from './voicesRepository.ts';

/**
 * Reads aloud the demo scripts the seed stores without audio: ready audio versions and generated
 * assets that have no file yet. The seed itself does not synthesize, since every test server
 * seeds; `pnpm seed` runs this after it. Returns how many files it made.
 */
export async function synthesizeMissingSpeech(
  db: Database,
  publicBaseUrl: string,
  now: Date,
): Promise<number> {
  let made = 0;
  const versions = await db.query<{
    external_id: string;
    advertiser_uuid: string;
    script: string;
    voice_id: string;
  }>(
    `SELECT external_id, advertiser_uuid, script, voice_id FROM audio_versions
     WHERE status = 'ready' AND audio_key IS NULL ORDER BY created_at, external_id`,
  );
  for (const version of versions.rows) {
    const voice = await findVoice(db, version.voice_id);
    if (!voice) continue;
    const audio = await synthesizeVersionAudio(
      publicBaseUrl,
      version.advertiser_uuid,
      version.external_id,
      version.script,
      voice,
    );
    await db.transaction(async (tx) => {
      await storeVersionAudio(tx, audio, now);
      await regenerateAudioVersion(tx, version.advertiser_uuid, version.external_id, {
        script: version.script,
        voice_id: version.voice_id,
        ...audio,
      });
    });
    made++;
  }
  const unread = await db.query<{ advertiser_uuid: string; uuid: string }>(
    `SELECT advertiser_uuid, uuid FROM assets
     WHERE kind = 'generated' AND file_key IS NULL AND script IS NOT NULL AND voice_id IS NOT NULL
     ORDER BY created_at, uuid`,
  );
  for (const { advertiser_uuid, uuid } of unread.rows) {
    const asset = await assets.find(db, advertiser_uuid, uuid);
    const voice = asset?.voice_id ? await findVoice(db, asset.voice_id) : null;
    if (!asset?.script || !voice) continue;
    const speech = await synthesizeSpeechFile(asset.script, voice);
    await db.transaction((tx) => storeGeneratedAssetFile(publicBaseUrl, tx, asset, speech, now));
    made++;
  }
  return made;
}

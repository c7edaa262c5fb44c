import type { Database } from '../../db/database.ts';
import { synthesizeSpeechFile } from '../../services/speech/speechFile.ts';
import { storeUpload } from '../../services/uploads/uploadsRepository.ts';
import { sandboxFileUrl } from '../../services/uploads/uploadUrl.ts';
import { storageKey } from '../assets/uploadPolicy.ts';
import type { VersionAudio } from './audioVersionsRepository.ts';
import type { Voice } from './voicesRepository.ts';

/** Synthesized audio of a version, ready to be stored with {@link storeVersionAudio}. */
export type PendingVersionAudio = VersionAudio & { wav: Uint8Array<ArrayBuffer> };

/**
 * Reads a version's script aloud. Synthesis runs before any transaction opens, since a long
 * script takes seconds; the result is stored with {@link storeVersionAudio}.
 */
export async function synthesizeVersionAudio(
  publicBaseUrl: string,
  advertiserUuid: string,
  externalId: string,
  script: string,
  voice: Voice,
): Promise<PendingVersionAudio> {
  const speech = await synthesizeSpeechFile(script, voice);
  const key = storageKey('advertisers', advertiserUuid, 'audio', externalId, speech.filename);
  return {
    wav: speech.wav,
    audio_key: key,
    audio_url: sandboxFileUrl(publicBaseUrl, key),
    duration_seconds: speech.durationSeconds,
  };
}

/** Stores synthesized audio like an upload, inside the caller's transaction. */
export async function storeVersionAudio(tx: Database, audio: PendingVersionAudio, now: Date): Promise<void> {
  await storeUpload(tx, { key: audio.audio_key, contentType: 'audio/wav', body: audio.wav }, now);
}

import { randomBytes } from 'node:crypto';
import { type SpeechVoice, synthesizeSpeech } from './synthesizer.ts';
import { wavInfo } from './wavInfo.ts';

/** A synthesized WAV file, its length, and a fresh name to store it under. */
export type SpeechFile = { wav: Uint8Array<ArrayBuffer>; durationSeconds: number; filename: string };

/**
 * Reads `text` aloud with `voice` into a WAV file and measures its length from the file itself.
 * Every file gets a new name, so a regenerated file never hides behind a cached predecessor.
 */
export async function synthesizeSpeechFile(text: string, voice: SpeechVoice): Promise<SpeechFile> {
  const wav = await synthesizeSpeech(text, voice);
  const info = wavInfo(wav);
  if (!info) throw new Error('The speech synthesizer returned something other than a WAV file');
  return {
    wav,
    durationSeconds: Math.round(info.durationSeconds * 1000) / 1000,
    filename: `speech-${randomBytes(6).toString('hex')}.wav`,
  };
}

import { randomBytes } from 'node:crypto';
import { HttpError } from '../../http/errors.ts';
import { type AudioAnalysis, analyzeAudio } from '../media/audioAnalysis.ts';
import { SpeechUnavailableError } from './speechUnavailable.ts';
import { type SpeechVoice, synthesizeSpeech } from './synthesizer.ts';

/** A synthesized WAV file, its length and what else it reads as, and a fresh name to store it under. */
export type SpeechFile = {
  wav: Uint8Array<ArrayBuffer>;
  durationSeconds: number;
  analysis: AudioAnalysis;
  filename: string;
};

/**
 * Reads `text` aloud with `voice` into a WAV file and measures it (length, loudness, peaks) from the
 * file itself.
 * Every file gets a new name, so a regenerated file never hides behind a cached predecessor.
 * Answers 503 with `Retry-After` when the speech workers cannot read it now.
 */
export async function synthesizeSpeechFile(text: string, voice: SpeechVoice): Promise<SpeechFile> {
  const wav = await synthesizeSpeech(text, voice).catch((error: unknown) => {
    if (!(error instanceof SpeechUnavailableError)) throw error;
    throw new HttpError(503, error.message, {
      code: `speech_${error.reason}`,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  });
  const analysis = await analyzeAudio(wav, 'audio/wav');
  if (analysis === null) throw new Error('The speech synthesizer returned something other than a WAV file');
  return {
    wav,
    durationSeconds: analysis.durationSeconds,
    analysis,
    filename: `speech-${randomBytes(6).toString('hex')}.wav`,
  };
}

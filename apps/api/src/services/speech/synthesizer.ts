import { espeakVoiceFor } from './espeakVoice.ts';
import { SpeechPool } from './speechPool.ts';

/** A catalogue voice as the synthesizer needs it. */
export type SpeechVoice = { language: string; gender: string };

/** The server's speech workers, started on the first script. */
const pool = new SpeechPool();

/**
 * Reads `text` aloud with a catalogue voice and returns a WAV file (16-bit mono PCM). Synthesis
 * runs in the speech worker processes, so the server keeps answering meanwhile; rejects with
 * `SpeechUnavailableError` when they are saturated, too slow or failing.
 */
export function synthesizeSpeech(text: string, voice: SpeechVoice): Promise<Uint8Array<ArrayBuffer>> {
  return pool.synthesize({ text, ...espeakVoiceFor(voice.language, voice.gender) });
}

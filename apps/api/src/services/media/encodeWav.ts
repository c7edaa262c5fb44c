import type { DecodedAudio } from './decodeAudio.ts';

/** Bytes of the RIFF, fmt and data chunk headers of a canonical PCM WAV file. */
const HEADER_BYTES = 44;

/**
 * A 16-bit PCM WAV file of the samples (full scale ±1, clipped there), channels interleaved, at their
 * sample rate: the format every ad server and browser plays.
 */
export function encodeWav({ channels, sampleRate }: DecodedAudio): Uint8Array<ArrayBuffer> {
  const frames = channels[0]?.length ?? 0;
  const blockAlign = channels.length * 2;
  const dataBytes = frames * blockAlign;
  const file = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(file.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index++) view.setUint8(offset + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = HEADER_BYTES;
  for (let frame = 0; frame < frames; frame++) {
    for (const samples of channels) {
      const sample = Math.max(-1, Math.min(1, samples[frame] as number));
      view.setInt16(offset, Math.round(sample * 32767), true);
      offset += 2;
    }
  }
  return file;
}

import { vi } from 'vitest';

/** A sine tone to write as a WAV file. */
export interface ToneWav {
  /** @default 3 */
  seconds?: number;
  /** Peak level in dBFS: a stereo 1 kHz tone reads the same in LUFS (ITU-R BS.1770). @default −20 */
  dbfs?: number;
  /** @default 44100 */
  sampleRate?: number;
  /** The same tone on each channel. @default 2 */
  channels?: number;
  /** @default 1000 */
  frequency?: number;
}

/** A 16-bit PCM WAV file of a sine tone, as an audio editor exports it. */
export function toneWav({
  seconds = 3,
  dbfs = -20,
  sampleRate = 44100,
  channels = 2,
  frequency = 1000,
}: ToneWav = {}): Uint8Array<ArrayBuffer> {
  const frames = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + frames * channels * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (const [index, char] of [...value].entries()) view.setUint8(offset + index, char.charCodeAt(0));
  };
  text(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * 2, true);
  view.setUint16(32, channels * 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, frames * channels * 2, true);
  const amplitude = 10 ** (dbfs / 20) * 32767;
  for (let frame = 0; frame < frames; frame++) {
    const sample = Math.round(amplitude * Math.sin((2 * Math.PI * frequency * frame) / sampleRate));
    for (let channel = 0; channel < channels; channel++) {
      view.setInt16(44 + (frame * channels + channel) * 2, sample, true);
    }
  }
  return bytes;
}

/**
 * happy-dom has no Web Audio. This stands in for a browser's `OfflineAudioContext` as far as decoding
 * goes: it decodes 16-bit PCM WAV (what `toneWav` writes) to an AudioBuffer-like object, and refuses
 * anything else as a browser refuses bytes it cannot decode.
 */
class PcmWavDecodingContext {
  async decodeAudioData(data: ArrayBuffer) {
    const view = new DataView(data);
    const tag = (offset: number) => String.fromCharCode(...new Uint8Array(data, offset, 4));
    if (data.byteLength < 44 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || view.getUint16(34, true) !== 16) {
      throw new DOMException('Unable to decode audio data', 'EncodingError');
    }
    const numberOfChannels = view.getUint16(22, true);
    const sampleRate = view.getUint32(24, true);
    const length = view.getUint32(40, true) / (2 * numberOfChannels);
    const channels = Array.from({ length: numberOfChannels }, (_, channel) =>
      Float32Array.from(
        { length },
        (_, frame) => view.getInt16(44 + (frame * numberOfChannels + channel) * 2, true) / 32768,
      ),
    );
    return {
      numberOfChannels,
      sampleRate,
      length,
      duration: length / sampleRate,
      getChannelData: (channel: number) => channels[channel] as Float32Array,
    };
  }
}

/** wavesurfer.js borrows two methods of AudioBuffer to draw precomputed peaks; happy-dom has none. */
class EmptyAudioBuffer {
  copyFromChannel() {}
  copyToChannel() {}
}

/**
 * Gives the page what a browser's Web Audio offers the components: `AudioBuffer` (for players drawing
 * precomputed peaks) and, with `decoding`, an `OfflineAudioContext` that decodes PCM WAV. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubWebAudio({ decoding = false }: { decoding?: boolean } = {}): void {
  vi.stubGlobal('AudioBuffer', EmptyAudioBuffer);
  if (decoding) vi.stubGlobal('OfflineAudioContext', PcmWavDecodingContext);
}

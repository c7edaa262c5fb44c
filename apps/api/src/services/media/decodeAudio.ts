import decodeMp3 from '@audio/decode-mp3';
import decodeWav from '@audio/decode-wav';

/** Audio as samples: one array per channel, full scale ±1. */
export type DecodedAudio = { channels: Float32Array[]; sampleRate: number };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** A RIFF file of WAVE form. */
const isWav = (bytes: Uint8Array) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE';

/**
 * An MPEG audio stream: an ID3v2 tag first, or a frame header (11 sync bits and a layer other than
 * 00, which tells it from AAC's ADTS header).
 */
const isMpegAudio = (bytes: Uint8Array) =>
  ascii(bytes, 0, 3) === 'ID3' ||
  (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0);

/**
 * Decodes WAV (PCM, float, A-law, µ-law, ADPCM) or MP3 into samples, whatever the file claims to
 * be; null for other formats and for bytes the decoder cannot read.
 */
export async function decodeAudio(bytes: Uint8Array): Promise<DecodedAudio | null> {
  try {
    let decoded: { channelData: Float32Array[]; sampleRate: number } | null = null;
    if (isWav(bytes)) decoded = decodeWav(bytes);
    else if (isMpegAudio(bytes)) decoded = await decodeMp3(bytes);
    const length = decoded?.channelData[0]?.length ?? 0;
    if (!decoded || length === 0 || decoded.channelData.some((samples) => samples.length !== length)) {
      return null;
    }
    return { channels: decoded.channelData, sampleRate: decoded.sampleRate };
  } catch {
    return null;
  }
}

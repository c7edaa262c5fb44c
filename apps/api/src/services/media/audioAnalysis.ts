import {
  type LoudnessMeasurement,
  measureLoudness,
  type WaveformPeaks,
  waveformPeaks,
} from '@earshot/sdk-core';
import { type IFormat, parseBuffer } from 'music-metadata';
import { type DecodedAudio, decodeAudio } from './decodeAudio.ts';

/** What the sandbox reads from an audio file. */
export type AudioAnalysis = {
  /** Play length in seconds, rounded to milliseconds. */
  durationSeconds: number;
  /** Figures of the file's header, null where it gives none. */
  sampleRate: number | null;
  channels: number | null;
  /** Average bitrate in kbit/s. */
  bitrateKbps: number | null;
  /** Loudness and waveform, measured on the decoded samples; null when the file is not decodable here. */
  loudness: LoudnessMeasurement | null;
  peaks: WaveformPeaks | null;
};

/**
 * Longest audio decoded and measured: ads run seconds, and a longer file would hold the event loop
 * (and hundreds of megabytes of samples) for no ad.
 */
const MAX_MEASURED_SECONDS = 600;

const known = (value: number | undefined) => (value !== undefined && Number.isFinite(value) ? value : null);

/**
 * Reads an audio file: its length, sample rate, channels and bitrate from its header (WAV, MP3,
 * AAC/M4A, Ogg…, by music-metadata), and for WAV and MP3 of at most ten minutes its loudness
 * (ITU-R BS.1770-4, `measureLoudness` of @earshot/sdk-core) and waveform peaks from the decoded
 * samples. Null when the bytes are not audio of that type.
 */
export async function analyzeAudio(bytes: Uint8Array, contentType: string): Promise<AudioAnalysis | null> {
  let format: IFormat;
  try {
    ({ format } = await parseBuffer(bytes, { mimeType: contentType, size: bytes.byteLength }));
  } catch {
    return null;
  }
  if (!format.hasAudio || !format.duration || !Number.isFinite(format.duration)) return null;
  const durationSeconds = Math.round(format.duration * 1000) / 1000;
  const decoded = durationSeconds <= MAX_MEASURED_SECONDS ? await decodeAudio(bytes) : null;
  const bitrate = known(format.bitrate);
  return {
    durationSeconds,
    sampleRate: known(format.sampleRate) ?? decoded?.sampleRate ?? null,
    channels: known(format.numberOfChannels) ?? decoded?.channels.length ?? null,
    bitrateKbps: bitrate === null ? null : Math.round(bitrate / 1000),
    loudness: decoded ? measured(decoded) : null,
    peaks: decoded ? waveformPeaks(decoded.channels) : null,
  };
}

/** The loudness of decoded audio; null at a sample rate too low to K-weight (under 8 kHz). */
function measured({ channels, sampleRate }: DecodedAudio): LoudnessMeasurement | null {
  try {
    return measureLoudness(channels, sampleRate);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

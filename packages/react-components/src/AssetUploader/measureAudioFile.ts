import {
  type LoudnessMeasurement,
  measureLoudness,
  type WaveformPeaks,
  waveformPeaks,
} from '@earshot/sdk-core';
import type { PreflightInput } from '@earshot/validators';
import { readAudioHeader } from './audioHeader.ts';

/** What the browser measured of an audio file before its upload. */
export interface AudioMeasurement {
  /** The figures `runPreflight` checks. */
  figures: PreflightInput;
  /** The waveform, so the file's player draws it without decoding the file again. */
  peaks: WaveformPeaks;
  /** The decoded length in seconds. */
  durationSeconds: number;
}

interface DecodingContext {
  decodeAudioData: (data: ArrayBuffer) => Promise<AudioBuffer>;
  close?: () => Promise<void>;
}

/**
 * A Web Audio context to decode with, at the file's own rate so that nothing is resampled: an
 * `OfflineAudioContext` (it never opens an audio device), else an `AudioContext`; null where there is
 * no Web Audio (a server, jsdom, happy-dom).
 */
function decodingContext(sampleRate: number): DecodingContext | null {
  const { OfflineAudioContext: Offline, AudioContext: Realtime } = globalThis;
  if (typeof Offline === 'function') return new Offline({ numberOfChannels: 1, length: 1, sampleRate });
  if (typeof Realtime !== 'function') return null;
  try {
    return new Realtime({ sampleRate });
  } catch {
    // Some browsers open a realtime context at the device's rate only; decoding then resamples.
    return new Realtime();
  }
}

async function decode(bytes: ArrayBuffer, sampleRate: number): Promise<AudioBuffer | null> {
  const context = decodingContext(sampleRate);
  if (!context) return null;
  try {
    return await context.decodeAudioData(bytes);
  } catch {
    return null;
  } finally {
    await context.close?.().catch(() => undefined);
  }
}

/**
 * Measures a WAV or MP3 file in the browser, as the server will once it is uploaded: its sample rate
 * and channels from the header (Web Audio resamples what it decodes), its length, integrated loudness
 * and true peak from the samples Web Audio decodes (`measureLoudness`, ITU-R BS.1770-4), its bitrate
 * (a WAV's from its header, otherwise the average over the file) and its waveform. Null where it
 * cannot: another type, a runtime without Web Audio, or a file the browser does not decode.
 */
export async function measureAudioFile(file: Blob, contentType: string): Promise<AudioMeasurement | null> {
  const bytes = await file.arrayBuffer();
  const header = readAudioHeader(new Uint8Array(bytes), contentType);
  if (!header) return null;
  const buffer = await decode(bytes, header.sampleRate);
  if (!buffer || buffer.length === 0) return null;
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) =>
    buffer.getChannelData(index),
  );
  let loudness: LoudnessMeasurement | null = null;
  try {
    loudness = measureLoudness(channels, buffer.sampleRate);
  } catch (error) {
    // Audio decoded below 8 kHz cannot be K-weighted: the pre-flight says the loudness is unmeasured.
    if (!(error instanceof RangeError)) throw error;
  }
  const seconds = buffer.duration;
  const averageKbps = Math.round(((file.size - header.metadataBytes) * 8) / seconds / 1000);
  return {
    figures: {
      durationSeconds: Math.round(seconds * 1000) / 1000,
      sampleRate: header.sampleRate,
      channels: header.channels,
      bitrateKbps: header.bitrateKbps ?? averageKbps,
      integratedLufs: loudness?.integratedLufs ?? null,
      truePeakDbtp: loudness?.truePeakDbtp ?? null,
    },
    peaks: waveformPeaks(channels),
    durationSeconds: seconds,
  };
}

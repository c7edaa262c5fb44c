import { BLOCK_SEGMENTS, blockPowers, segmentEnergies } from './loudnessBlocks.ts';
import { integratedLoudness, loudnessRange } from './loudnessGating.ts';
import { truePeak } from './truePeak.ts';

/** What {@link measureLoudness} measures. */
export interface LoudnessMeasurement {
  /** Integrated loudness (ITU-R BS.1770-4, EBU R128) in LUFS; −Infinity for silence or audio under 400 ms. */
  integratedLufs: number;
  /** True peak (BS.1770-4 annex 2, 4× oversampled) in dBTP; −Infinity for silence. */
  truePeakDbtp: number;
  /** Loudness range (EBU Tech 3342) in LU; 0 for silence or audio under 3 s. */
  loudnessRange: number;
}

/** The lowest sample rate measured: the K-weighting shelf (1.68 kHz) must lie below half of it. */
const MIN_SAMPLE_RATE = 8000;

function checkInput(channels: readonly Float32Array[], sampleRate: number): void {
  if (!Number.isFinite(sampleRate) || sampleRate < MIN_SAMPLE_RATE) {
    throw new RangeError(
      `measureLoudness: sampleRate must be at least ${MIN_SAMPLE_RATE} samples per second, got ${sampleRate}`,
    );
  }
  if (channels.length === 0) {
    throw new RangeError('measureLoudness: pass at least one channel of samples');
  }
  const length = channels[0]?.length;
  if (channels.some((samples) => samples.length !== length)) {
    throw new RangeError('measureLoudness: every channel must hold the same number of samples');
  }
}

/**
 * Measures audio as ITU-R BS.1770-4 and EBU R128 do: integrated loudness (K-weighting for any sample
 * rate, 400 ms blocks with 75 % overlap, absolute gate −70 LUFS, relative gate −10 LU), true peak
 * (4× oversampling) and loudness range (EBU Tech 3342: 3 s blocks every 100 ms, relative gate −20 LU,
 * 10th to 95th percentile).
 *
 * `channels` holds one array of samples per channel (full scale ±1, as Web Audio's
 * `AudioBuffer.getChannelData` gives them); five channels are read as L, R, C, Ls, Rs and six as
 * L, R, C, LFE, Ls, Rs, with the surrounds weighted 1.41 and the LFE left out. A mono file is one
 * channel, as BS.1770 measures it: 3 dB below the same signal on both channels of a stereo file.
 *
 * Framework-free and synchronous: runs in browsers and in Node.
 *
 * @throws RangeError when `sampleRate` is below 8000 Hz or not a number, when there is no channel,
 *   or when the channels differ in length.
 *
 * @example
 * const buffer = await new AudioContext().decodeAudioData(bytes);
 * const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
 * measureLoudness(channels, buffer.sampleRate); // { integratedLufs: -16.2, truePeakDbtp: -1.4, loudnessRange: 4.1 }
 */
export function measureLoudness(channels: readonly Float32Array[], sampleRate: number): LoudnessMeasurement {
  checkInput(channels, sampleRate);
  const segments = segmentEnergies(channels, sampleRate);
  return {
    integratedLufs: integratedLoudness(blockPowers(segments, BLOCK_SEGMENTS.gating)),
    truePeakDbtp: 20 * Math.log10(truePeak(channels)),
    loudnessRange: loudnessRange(blockPowers(segments, BLOCK_SEGMENTS.shortTerm)),
  };
}

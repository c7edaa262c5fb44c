import { measureLoudness } from './measureLoudness.ts';
import { truePeak } from './truePeak.ts';
import { limitTruePeaks } from './truePeakLimiter.ts';

/** Where {@link normalizeLoudness} brings audio. */
export interface LoudnessTarget {
  /** The integrated loudness to reach, in LUFS (e.g. −16 for IAB). */
  integratedLufs: number;
  /** The true peak not to exceed, in dBTP (e.g. −1). */
  truePeakDbtp: number;
}

/** What {@link normalizeLoudness} returns. */
export interface NormalizedAudio {
  /** The normalized samples, one array per channel; the input is left as it was. */
  channels: Float32Array[];
  /** The gain applied before peak limiting, in dB; 0 for silence, which stays silent. */
  gainDb: number;
}

/** Limiting passes at most: each raises the gain by what the limiter took off the loudness. */
const LIMITER_PASSES = 3;
/** Loudness short of the target, in LU, that another limiting pass is not worth. */
const CLOSE_ENOUGH_LU = 0.1;

const scaled = (channels: readonly Float32Array[], factor: number) =>
  channels.map((samples) => samples.map((sample) => sample * factor));

/**
 * Brings audio to a loudness target: a gain to the target's integrated loudness (measured as
 * {@link measureLoudness} does) and, where that gain would lift the true peak above the target's
 * ceiling, a true-peak limiter; when limiting costs loudness the gain is raised and the limiter run
 * again (three passes at most). The result never exceeds the ceiling; audio that cannot reach the
 * target under the ceiling ends up as close to it as three passes get. Silence is returned as is.
 *
 * @throws RangeError for the input {@link measureLoudness} refuses.
 */
export function normalizeLoudness(
  channels: readonly Float32Array[],
  sampleRate: number,
  target: LoudnessTarget,
): NormalizedAudio {
  const measured = measureLoudness(channels, sampleRate);
  if (!Number.isFinite(measured.integratedLufs)) return { channels: scaled(channels, 1), gainDb: 0 };
  let gainDb = target.integratedLufs - measured.integratedLufs;
  if (measured.truePeakDbtp + gainDb <= target.truePeakDbtp) {
    return { channels: scaled(channels, 10 ** (gainDb / 20)), gainDb };
  }
  const ceiling = 10 ** (target.truePeakDbtp / 20);
  let limited = limitTruePeaks(scaled(channels, 10 ** (gainDb / 20)), sampleRate, ceiling);
  for (let pass = 1; pass < LIMITER_PASSES; pass++) {
    const shortfall = target.integratedLufs - measureLoudness(limited, sampleRate).integratedLufs;
    if (shortfall < CLOSE_ENOUGH_LU) break;
    gainDb += shortfall;
    limited = limitTruePeaks(scaled(channels, 10 ** (gainDb / 20)), sampleRate, ceiling);
  }
  // The limiter's gain moves under the interpolation, which can leave a peak a hair too high.
  const peak = truePeak(limited);
  return { channels: peak > ceiling ? scaled(limited, ceiling / peak) : limited, gainDb };
}

import { addTruePeakEnvelope } from './truePeak.ts';

/** How far ahead of and behind a peak the gain goes down: 5 ms, short enough to go unheard on speech. */
const HOLD_SECONDS = 0.005;

/** The smallest value of `values` within `radius` of each index (a sliding minimum over a deque). */
function slidingMinimum(values: Float32Array, radius: number): Float32Array {
  const result = new Float32Array(values.length);
  const deque = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let index = 0; index < values.length; index++) {
    const last = Math.min(values.length - 1, index + radius);
    for (; next <= last; next++) {
      while (tail > head && (values[deque[tail - 1] as number] as number) >= (values[next] as number)) tail--;
      deque[tail++] = next;
    }
    while ((deque[head] as number) < index - radius) head++;
    result[index] = values[deque[head] as number] as number;
  }
  return result;
}

/** The mean of `values` within `radius` of each index (fewer values at the ends). */
function slidingMean(values: Float32Array, radius: number): Float32Array {
  const sums = new Float64Array(values.length + 1);
  for (let index = 0; index < values.length; index++) {
    sums[index + 1] = (sums[index] as number) + (values[index] as number);
  }
  const result = new Float32Array(values.length);
  for (let index = 0; index < values.length; index++) {
    const from = Math.max(0, index - radius);
    const to = Math.min(values.length, index + radius + 1);
    result[index] = ((sums[to] as number) - (sums[from] as number)) / (to - from);
  }
  return result;
}

/**
 * Turns the audio down wherever its true peak (4× oversampled, over every channel alike, so the
 * stereo image holds) rises above `ceiling` (linear), and leaves it untouched elsewhere. The gain
 * falls within 5 ms before a peak and rises within 5 ms after it; it is the smallest gain any peak
 * within 5 ms needs, smoothed over 2.5 ms, so every peak is brought down to the ceiling, give or
 * take the interpolation of a gain that changes under it.
 */
export function limitTruePeaks(
  channels: readonly Float32Array[],
  sampleRate: number,
  ceiling: number,
): Float32Array[] {
  const length = channels[0]?.length ?? 0;
  const envelope = new Float32Array(length);
  for (const samples of channels) addTruePeakEnvelope(samples, 0, length, envelope);
  const needed = envelope.map((peak) => (peak > ceiling ? ceiling / peak : 1));
  const hold = Math.max(1, Math.round(HOLD_SECONDS * sampleRate));
  const gain = slidingMean(slidingMinimum(needed, hold), Math.floor(hold / 2));
  return channels.map((samples) => samples.map((sample, index) => sample * (gain[index] as number)));
}

/** A waveform's outline: per slice of time, the lowest and highest sample over every channel. */
export interface WaveformPeaks {
  /** The lowest sample of each slice, from −1 to 0. */
  min: number[];
  /** The highest sample of each slice, from 0 to 1. */
  max: number[];
}

/** Slices a waveform is drawn with unless told otherwise: enough for a full-width player. */
export const DEFAULT_PEAK_COUNT = 800;

// Two decimals: a waveform drawn a few hundred pixels high shows no finer step, and stored or sent
// peaks stay small.
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The waveform of audio as `count` min/max pairs (fewer when it has fewer samples), so that a player
 * or a list can draw it without decoding the file: slice `i` covers the samples from `i/count` to
 * `(i+1)/count` of the length, over every channel, clipped to −1…1 and rounded to two decimals.
 * wavesurfer.js draws them with `peaks: [max, min]`.
 *
 * @example
 * waveformPeaks([buffer.getChannelData(0)], 400); // { min: [-0.42, …], max: [0.4, …] }
 */
export function waveformPeaks(channels: readonly Float32Array[], count = DEFAULT_PEAK_COUNT): WaveformPeaks {
  const length = channels[0]?.length ?? 0;
  const slices = Math.max(0, Math.min(Math.floor(count), length));
  const min = new Array<number>(slices).fill(0);
  const max = new Array<number>(slices).fill(0);
  for (const samples of channels) {
    for (let slice = 0; slice < slices; slice++) {
      const end = Math.floor(((slice + 1) * length) / slices);
      let low = min[slice] as number;
      let high = max[slice] as number;
      for (let index = Math.floor((slice * length) / slices); index < end; index++) {
        const sample = samples[index] as number;
        if (sample < low) low = sample;
        if (sample > high) high = sample;
      }
      min[slice] = low;
      max[slice] = high;
    }
  }
  return {
    min: min.map((value) => round(Math.max(-1, value))),
    max: max.map((value) => round(Math.min(1, value))),
  };
}

/**
 * The signals of EBU Tech 3341 and 3342, made in the test instead of shipped as files: sine tones
 * at a level in dBFS (peak: a full-scale sine is 0 dBFS), one after another.
 */

/** A stretch of sine tone: its length, level and frequency, and the phase it starts at. */
export interface Tone {
  seconds: number;
  /** Peak level in dBFS; −Infinity for silence. */
  dbfs: number;
  /** @default 1000 */
  frequency?: number;
  /** Starting phase in degrees. @default 0 */
  phaseDegrees?: number;
}

/** The tones one after another, on one channel; each starts at its own phase. */
export function tones(sampleRate: number, sequence: readonly Tone[]): Float32Array {
  const lengths = sequence.map((tone) => Math.round(tone.seconds * sampleRate));
  const samples = new Float32Array(lengths.reduce((sum, length) => sum + length, 0));
  let offset = 0;
  sequence.forEach((tone, index) => {
    const amplitude = 10 ** (tone.dbfs / 20);
    const step = (2 * Math.PI * (tone.frequency ?? 1000)) / sampleRate;
    const phase = ((tone.phaseDegrees ?? 0) * Math.PI) / 180;
    const length = lengths[index] as number;
    for (let n = 0; n < length; n++) samples[offset + n] = amplitude * Math.sin(step * n + phase);
    offset += length;
  });
  return samples;
}

/**
 * Fades the first and last `seconds` in and out (raised cosine), as a real recording starts: a
 * tone switched on at full level has a true onset overshoot a true-peak meter rightly reads.
 */
export function faded(samples: Float32Array, sampleRate: number, seconds = 0.01): Float32Array {
  const length = Math.min(Math.round(seconds * sampleRate), Math.floor(samples.length / 2));
  const result = samples.slice();
  for (let n = 0; n < length; n++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * n) / length);
    result[n] = (result[n] as number) * gain;
    result[result.length - 1 - n] = (result[result.length - 1 - n] as number) * gain;
  }
  return result;
}

/** The same samples on `count` channels (a stereo file of a mono tone has them on both). */
export const onChannels = (samples: Float32Array, count: number): Float32Array[] =>
  Array.from({ length: count }, () => samples);

/** The largest magnitude of the samples themselves, in dBFS. */
export function samplePeakDbfs(channels: readonly Float32Array[]): number {
  let peak = 0;
  for (const samples of channels) for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return 20 * Math.log10(peak);
}

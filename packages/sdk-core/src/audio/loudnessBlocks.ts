import { addKWeightedEnergy } from './kWeighting.ts';

/** Blocks are made of 100 ms segments: a gating block's 400 ms step by one segment (75 % overlap). */
const SEGMENT_SECONDS = 0.1;

/** Segments in a gating block (BS.1770-4: 400 ms) and in a short-term block (EBU Tech 3342: 3 s). */
export const BLOCK_SEGMENTS = { gating: 4, shortTerm: 30 } as const;

/**
 * BS.1770-4 channel weights: 1.0 for left, right and centre, 1.41 for the surrounds. Five channels
 * are L, R, C, Ls, Rs; six are L, R, C, LFE, Ls, Rs (WAV order), the LFE left out. Any other count
 * weighs every channel 1.0.
 */
export function channelWeights(count: number): number[] {
  if (count === 5) return [1, 1, 1, 1.41, 1.41];
  if (count === 6) return [1, 1, 1, 0, 1.41, 1.41];
  return new Array<number>(count).fill(1);
}

/**
 * The K-weighted, channel-weighted energy of the audio in 100 ms segments: `energies[i]` is
 * Σ over channels of weight × Σ of squared K-weighted samples in segment `i`, which holds
 * `lengths[i]` samples per channel. Only complete segments count. Segment boundaries are rounded
 * to whole samples, so rates that are no multiple of 10 Hz lose no time.
 */
export function segmentEnergies(
  channels: readonly Float32Array[],
  sampleRate: number,
): { energies: Float64Array; lengths: Float64Array } {
  const length = channels[0]?.length ?? 0;
  const ends: number[] = [];
  for (let index = 1; ; index++) {
    const end = Math.round(index * SEGMENT_SECONDS * sampleRate);
    if (end > length) break;
    ends.push(end);
  }
  const energies = new Float64Array(ends.length);
  const weights = channelWeights(channels.length);
  channels.forEach((samples, channel) => {
    const weight = weights[channel] ?? 1;
    if (weight > 0) addKWeightedEnergy(samples, sampleRate, ends, weight, energies);
  });
  const lengths = new Float64Array(ends.length);
  ends.forEach((end, index) => {
    lengths[index] = end - (index > 0 ? (ends[index - 1] as number) : 0);
  });
  return { energies, lengths };
}

/**
 * The mean channel-weighted power of every block of `size` consecutive segments, stepping one
 * segment at a time; none when the audio is shorter than one block.
 */
export function blockPowers(
  { energies, lengths }: { energies: Float64Array; lengths: Float64Array },
  size: number,
): Float64Array {
  const count = Math.max(0, energies.length - size + 1);
  const powers = new Float64Array(count);
  let energy = 0;
  let samples = 0;
  for (let index = 0; index < energies.length; index++) {
    energy += energies[index] as number;
    samples += lengths[index] as number;
    if (index >= size) {
      energy -= energies[index - size] as number;
      samples -= lengths[index - size] as number;
    }
    // A running sum can dip a hair below zero after silence follows loud audio.
    if (index >= size - 1) powers[index - size + 1] = Math.max(0, energy) / samples;
  }
  return powers;
}

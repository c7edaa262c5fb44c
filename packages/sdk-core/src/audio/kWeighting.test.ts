import { describe, expect, it } from 'vitest';
import { type Biquad, kWeightingStages } from './kWeighting.ts';

/** The filter's gain in dB at `frequency`, from its transfer function on the unit circle. */
function responseDb(stages: readonly Biquad[], frequency: number, sampleRate: number): number {
  const w = (2 * Math.PI * frequency) / sampleRate;
  let gain = 1;
  for (const { b0, b1, b2, a1, a2 } of stages) {
    const numerator = Math.hypot(
      b0 + b1 * Math.cos(w) + b2 * Math.cos(2 * w),
      b1 * Math.sin(w) + b2 * Math.sin(2 * w),
    );
    const denominator = Math.hypot(
      1 + a1 * Math.cos(w) + a2 * Math.cos(2 * w),
      a1 * Math.sin(w) + a2 * Math.sin(2 * w),
    );
    gain *= numerator / denominator;
  }
  return 20 * Math.log10(gain);
}

describe('K-weighting (ITU-R BS.1770-4)', () => {
  it('gives the coefficients of the recommendation’s tables 1 and 2 at 48 kHz', () => {
    const [shelf, highPass] = kWeightingStages(48000);
    const table = [
      [
        shelf,
        {
          b0: 1.53512485958697,
          b1: -2.69169618940638,
          b2: 1.19839281085285,
          a1: -1.69065929318241,
          a2: 0.73248077421585,
        },
      ],
      [highPass, { b0: 1, b1: -2, b2: 1, a1: -1.99004745483398, a2: 0.99007225036621 }],
    ] as const;
    for (const [stage, expected] of table) {
      for (const key of ['b0', 'b1', 'b2', 'a1', 'a2'] as const) {
        expect(Math.abs(stage[key] - expected[key]), key).toBeLessThan(1e-10);
      }
    }
  });

  it.each([44100, 32000, 96000])('draws the 48 kHz curve at %i Hz, within 0.03 dB', (sampleRate) => {
    for (const frequency of [30, 100, 1000, 2000, 5000, 10000]) {
      const reference = responseDb(kWeightingStages(48000), frequency, 48000);
      expect(
        Math.abs(responseDb(kWeightingStages(sampleRate), frequency, sampleRate) - reference),
      ).toBeLessThan(0.03);
    }
  });

  it('cuts the bass and lifts the treble as the head does', () => {
    const stages = kWeightingStages(44100);
    expect(responseDb(stages, 20, 44100)).toBeLessThan(-10);
    expect(responseDb(stages, 1000, 44100)).toBeCloseTo(0.7, 1);
    expect(responseDb(stages, 10000, 44100)).toBeCloseTo(4, 1);
  });
});

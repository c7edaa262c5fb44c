import { describe, expect, it } from 'vitest';
import { tones } from '../../test/referenceSignals.ts';
import { DEFAULT_PEAK_COUNT, waveformPeaks } from './waveformPeaks.ts';

describe('waveformPeaks', () => {
  it('outlines audio in 800 min/max pairs within −1…1 by default', () => {
    const sine = tones(44100, [{ seconds: 3, dbfs: -6, frequency: 440 }]);
    const { min, max } = waveformPeaks([sine]);
    expect(min).toHaveLength(DEFAULT_PEAK_COUNT);
    expect(max).toHaveLength(DEFAULT_PEAK_COUNT);
    for (const value of min) expect(value).toBeCloseTo(-0.5, 1);
    for (const value of max) expect(value).toBeCloseTo(0.5, 1);
  });

  it('follows the level through time, over every channel, rounded to two decimals', () => {
    const quiet = tones(1000, [{ seconds: 1, dbfs: -40, frequency: 50 }]);
    const loud = tones(1000, [{ seconds: 1, dbfs: -6, frequency: 50 }]);
    const left = new Float32Array(2000);
    left.set(quiet);
    const right = new Float32Array(2000);
    right.set(loud, 1000);
    const { min, max } = waveformPeaks([left, right], 4);
    expect(max).toEqual([0.01, 0.01, 0.5, 0.5]);
    expect(min).toEqual([-0.01, -0.01, -0.5, -0.5]);
  });

  it('clips samples beyond full scale and gives silence flat peaks', () => {
    const clipped = new Float32Array([1.5, -2, 0.25, 0]);
    expect(waveformPeaks([clipped], 2)).toEqual({ min: [-1, 0], max: [1, 0.25] });
    expect(waveformPeaks([new Float32Array(10)], 5)).toEqual({ min: [0, 0, 0, 0, 0], max: [0, 0, 0, 0, 0] });
  });

  it('gives one pair a sample when the audio has fewer samples than pairs asked for', () => {
    expect(waveformPeaks([new Float32Array([0.5, -0.5])], 800)).toEqual({ min: [0, -0.5], max: [0.5, 0] });
    expect(waveformPeaks([new Float32Array(0)])).toEqual({ min: [], max: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { faded, onChannels, tones } from '../../test/referenceSignals.ts';
import { measureLoudness } from './measureLoudness.ts';
import { normalizeLoudness } from './normalizeLoudness.ts';

const IAB = { integratedLufs: -16, truePeakDbtp: -1 };

/** A spoken-word stand-in: a 200 Hz tone whose level swells four times a second, peaky like speech. */
function syllables(sampleRate: number, seconds: number, dbfs: number): Float32Array {
  const tone = tones(sampleRate, [{ seconds, dbfs, frequency: 200 }]);
  return tone.map((sample, index) => sample * Math.sin((Math.PI * 4 * index) / sampleRate) ** 4);
}

/** Adds a 3 ms burst at −12 dBFS four times a second. */
function withBursts(bed: Float32Array, sampleRate: number): Float32Array {
  const burst = faded(tones(sampleRate, [{ seconds: 0.003, dbfs: -12, frequency: 3000 }]), sampleRate, 0.001);
  const result = bed.slice();
  for (let start = 0; start + burst.length < result.length; start += Math.round(sampleRate / 4)) {
    burst.forEach((sample, index) => {
      result[start + index] = (result[start + index] as number) + sample;
    });
  }
  return result;
}

describe.each([44100, 48000])('normalizeLoudness at %i Hz', (sampleRate) => {
  it('turns a quiet file up to the target with a plain gain when its peaks allow', () => {
    const quiet = onChannels(faded(tones(sampleRate, [{ seconds: 5, dbfs: -30 }]), sampleRate), 2);
    const { channels, gainDb } = normalizeLoudness(quiet, sampleRate, IAB);
    expect(gainDb).toBeCloseTo(14, 1);
    const measured = measureLoudness(channels, sampleRate);
    expect(measured.integratedLufs).toBeCloseTo(-16, 1);
    expect(measured.truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  it('turns a loud file down to the target', () => {
    const loud = onChannels(syllables(sampleRate, 6, -0.5), 2);
    expect(measureLoudness(loud, sampleRate).integratedLufs).toBeGreaterThan(-12);
    const { channels, gainDb } = normalizeLoudness(loud, sampleRate, IAB);
    expect(gainDb).toBeLessThan(0);
    expect(measureLoudness(channels, sampleRate).integratedLufs).toBeCloseTo(-16, 1);
  });

  it('limits the true peak to the ceiling where the gain alone would push it over', () => {
    // A quiet bed with short loud bursts: the gain to −16 LUFS would put the bursts far above 0 dBTP.
    const peaky = [withBursts(tones(sampleRate, [{ seconds: 6, dbfs: -36 }]), sampleRate)];
    const before = measureLoudness(peaky, sampleRate);
    expect(before.truePeakDbtp + (IAB.integratedLufs - before.integratedLufs)).toBeGreaterThan(
      IAB.truePeakDbtp,
    );
    const after = measureLoudness(normalizeLoudness(peaky, sampleRate, IAB).channels, sampleRate);
    expect(after.truePeakDbtp).toBeLessThanOrEqual(IAB.truePeakDbtp + 1e-6);
    expect(Math.abs(after.integratedLufs - IAB.integratedLufs)).toBeLessThan(0.5);
  });

  it('leaves silence silent and the input untouched', () => {
    const silence = [new Float32Array(sampleRate)];
    expect(normalizeLoudness(silence, sampleRate, IAB)).toEqual({ channels: silence, gainDb: 0 });
    const tone = [tones(sampleRate, [{ seconds: 1, dbfs: -30 }])];
    const copy = tone[0]?.slice();
    normalizeLoudness(tone, sampleRate, IAB);
    expect(tone[0]).toEqual(copy);
  });
});

import { describe, expect, it } from 'vitest';
import { faded, onChannels, samplePeakDbfs, tones } from '../../test/referenceSignals.ts';
import { measureLoudness } from './measureLoudness.ts';

const RATES = [44100, 48000] as const;

// BS.1770 sums the channels' power: a mono file reads 3.01 dB below the same tone on both channels
// of a stereo file, which is what EBU Tech 3341's figures are for.
const LAYOUTS = [
  { name: 'stereo', channels: 2, offset: 0 },
  { name: 'mono', channels: 1, offset: -10 * Math.log10(2) },
] as const;

describe.each(RATES)('measureLoudness at %i Hz', (sampleRate) => {
  const signal = (sequence: Parameters<typeof tones>[1]) => tones(sampleRate, sequence);
  const sine23 = signal([{ seconds: 10, dbfs: -23 }]);
  const sine33 = signal([{ seconds: 10, dbfs: -33 }]);
  // EBU Tech 3341 cases 3 and 4, shortened: the quiet parts fall below the relative gate, and the
  // −72 dBFS parts below the absolute gate too, so only the −23 dBFS part counts.
  const gatedBetweenQuiet = signal([
    { seconds: 10, dbfs: -36 },
    { seconds: 20, dbfs: -23 },
    { seconds: 10, dbfs: -36 },
  ]);
  const gatedBetweenSilence = signal([
    { seconds: 5, dbfs: -72 },
    { seconds: 5, dbfs: -36 },
    { seconds: 20, dbfs: -23 },
    { seconds: 5, dbfs: -36 },
    { seconds: 5, dbfs: -72 },
  ]);
  // EBU Tech 3342 cases 1 and 2.
  const rangeOfTen = signal([
    { seconds: 20, dbfs: -20 },
    { seconds: 20, dbfs: -30 },
  ]);
  const rangeOfFive = signal([
    { seconds: 20, dbfs: -20 },
    { seconds: 20, dbfs: -15 },
  ]);

  describe.each(LAYOUTS)('$name', ({ channels, offset }) => {
    const measure = (samples: Float32Array) => measureLoudness(onChannels(samples, channels), sampleRate);

    it('reads a 1 kHz sine at −23 dBFS as −23.0 LUFS (EBU Tech 3341 case 1)', () => {
      expect(measure(sine23).integratedLufs).toBeCloseTo(-23 + offset, 1);
    });

    it('reads a 1 kHz sine at −33 dBFS as −33.0 LUFS (EBU Tech 3341 case 2)', () => {
      expect(measure(sine33).integratedLufs).toBeCloseTo(-33 + offset, 1);
    });

    it('gates out −36 dBFS passages around −23 dBFS (relative gate, EBU Tech 3341 case 3)', () => {
      expect(Math.abs(measure(gatedBetweenQuiet).integratedLufs - (-23 + offset))).toBeLessThanOrEqual(0.1);
    });

    it('gates out −72 dBFS passages too (absolute gate, EBU Tech 3341 case 4)', () => {
      expect(Math.abs(measure(gatedBetweenSilence).integratedLufs - (-23 + offset))).toBeLessThanOrEqual(0.1);
    });

    it('reads a loudness range of 10 LU for −20 then −30 dBFS (EBU Tech 3342 case 1)', () => {
      expect(Math.abs(measure(rangeOfTen).loudnessRange - 10)).toBeLessThanOrEqual(1);
    });

    it('reads a loudness range of 5 LU for −20 then −15 dBFS (EBU Tech 3342 case 2)', () => {
      expect(Math.abs(measure(rangeOfFive).loudnessRange - 5)).toBeLessThanOrEqual(1);
    });

    it('reads no loudness range for a steady tone', () => {
      expect(measure(sine23).loudnessRange).toBeCloseTo(0, 3);
    });

    // EBU Tech 3341 cases 15–18: sines at −6 dBFS whose peaks fall between samples; a true-peak
    // meter must read −6.0 dBTP within +0.2 / −0.4 dB.
    it.each([
      { at: 'fs/4, 45°', divisor: 4, phaseDegrees: 45 },
      { at: 'fs/6, 60°', divisor: 6, phaseDegrees: 60 },
      { at: 'fs/8, 67.5°', divisor: 8, phaseDegrees: 67.5 },
    ])('reads the true peak of a −6 dBFS sine at $at above its sample peak', ({ divisor, phaseDegrees }) => {
      const sine = faded(
        signal([{ seconds: 1, dbfs: -6, frequency: sampleRate / divisor, phaseDegrees }]),
        sampleRate,
      );
      const { truePeakDbtp } = measure(sine);
      expect(truePeakDbtp).toBeGreaterThanOrEqual(-6.4);
      expect(truePeakDbtp).toBeLessThanOrEqual(-5.8);
      expect(truePeakDbtp).toBeGreaterThan(samplePeakDbfs([sine]) + 0.5);
    });

    it('reads a peak that falls on a sample as that sample', () => {
      const sine = faded(signal([{ seconds: 1, dbfs: -6, frequency: sampleRate / 4 }]), sampleRate);
      expect(measure(sine).truePeakDbtp).toBeCloseTo(-6, 2);
    });

    it('measures silence as −Infinity without throwing', () => {
      const silence = new Float32Array(sampleRate * 4);
      expect(measure(silence)).toEqual({
        integratedLufs: Number.NEGATIVE_INFINITY,
        truePeakDbtp: Number.NEGATIVE_INFINITY,
        loudnessRange: 0,
      });
    });

    it('gives audio shorter than one 400 ms block no integrated loudness, but its true peak', () => {
      const blip = signal([{ seconds: 0.3, dbfs: -10 }]);
      const measured = measure(blip);
      expect(measured.integratedLufs).toBe(Number.NEGATIVE_INFINITY);
      expect(measured.truePeakDbtp).toBeCloseTo(-10, 1);
      expect(measure(new Float32Array(0)).truePeakDbtp).toBe(Number.NEGATIVE_INFINITY);
    });
  });
});

describe('measureLoudness channel weights', () => {
  it('weighs the surrounds of a 5-channel file 1.41 and leaves out the LFE of a 6-channel one', () => {
    const sampleRate = 48000;
    const sine = tones(sampleRate, [{ seconds: 2, dbfs: -23 }]);
    const silence = new Float32Array(sine.length);
    const frontOnly = measureLoudness([sine, silence, silence, silence, silence], sampleRate);
    const surroundOnly = measureLoudness([silence, silence, silence, sine, silence], sampleRate);
    expect(surroundOnly.integratedLufs - frontOnly.integratedLufs).toBeCloseTo(10 * Math.log10(1.41), 2);
    const lfeOnly = measureLoudness([silence, silence, silence, sine, silence, silence], sampleRate);
    expect(lfeOnly.integratedLufs).toBe(Number.NEGATIVE_INFINITY);
    expect(lfeOnly.truePeakDbtp).toBeCloseTo(-23, 1);
  });
});

describe('measureLoudness input', () => {
  it.each([
    ['a sample rate below 8 kHz', [new Float32Array(10)], 4000],
    ['a sample rate that is not a number', [new Float32Array(10)], Number.NaN],
    ['no channel', [], 48000],
    ['channels of different lengths', [new Float32Array(10), new Float32Array(11)], 48000],
  ] as const)('refuses %s with a RangeError', (_name, channels, sampleRate) => {
    expect(() => measureLoudness(channels, sampleRate)).toThrow(RangeError);
  });
});

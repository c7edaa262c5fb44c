import { describe, expect, it } from 'vitest';
import { preflightResultSchema } from '../schemas/preflight.ts';
import { isValidationMessageKey } from '../validationMessages.ts';
import { type PreflightInput, runPreflight } from './runPreflight.ts';

/** A 30 s stereo spot at 44.1 kHz, 320 kbit/s, −16 LUFS and −2 dBTP: right for both profiles. */
const good: PreflightInput = {
  durationSeconds: 30,
  sampleRate: 44100,
  channels: 2,
  bitrateKbps: 320,
  integratedLufs: -15.5,
  truePeakDbtp: -2,
};

const checkOf = (result: ReturnType<typeof runPreflight>, name: string) =>
  result.checks.find((check) => check.check === name);

describe('runPreflight', () => {
  it('passes a spot that meets the profile, listing every check with what it expects', () => {
    const result = runPreflight(good, 'iab');
    expect(result.status).toBe('pass');
    expect(result.profile).toBe('iab');
    expect(result.checks.map((check) => check.check)).toEqual([
      'duration',
      'sample_rate',
      'channels',
      'bitrate',
      'loudness',
      'true_peak',
    ]);
    expect(result.checks.every((check) => check.status === 'pass' && check.fix === null)).toBe(true);
    expect(checkOf(result, 'loudness')).toMatchObject({
      measured: -15.5,
      expected: { target: -16, min: -18, max: -14 },
    });
    expect(checkOf(result, 'true_peak')?.expected).toEqual({ max: -1 });
    expect(checkOf(result, 'sample_rate')?.expected).toEqual({ values: [44100, 48000] });
    expect(preflightResultSchema.parse(result)).toEqual(result);
  });

  it('fails audio that is too loud, with the measured value and the fix', () => {
    const result = runPreflight({ ...good, integratedLufs: -9.4, truePeakDbtp: 0.2 }, 'iab');
    expect(result.status).toBe('fail');
    expect(checkOf(result, 'loudness')).toEqual({
      check: 'loudness',
      status: 'fail',
      measured: -9.4,
      expected: { target: -16, min: -18, max: -14 },
      fix: 'preflight.loudness.too_loud',
    });
    expect(checkOf(result, 'true_peak')).toMatchObject({
      status: 'fail',
      measured: 0.2,
      fix: 'preflight.true_peak.too_high',
    });
  });

  it('fails audio that is too quiet, and accepts the edges of the tolerance', () => {
    expect(checkOf(runPreflight({ ...good, integratedLufs: -18.1 }, 'iab'), 'loudness')?.fix).toBe(
      'preflight.loudness.too_quiet',
    );
    expect(runPreflight({ ...good, integratedLufs: -18 }, 'iab').status).toBe('pass');
    expect(runPreflight({ ...good, integratedLufs: -14 }, 'iab').status).toBe('pass');
  });

  it('holds Spotify to −14 LUFS ± 1, 30 s and 192 kbit/s', () => {
    expect(runPreflight({ ...good, integratedLufs: -14.4 }, 'spotify').status).toBe('pass');
    const result = runPreflight(
      { ...good, durationSeconds: 45, bitrateKbps: 128, integratedLufs: -16 },
      'spotify',
    );
    expect(result.status).toBe('fail');
    expect(checkOf(result, 'duration')).toMatchObject({
      status: 'fail',
      measured: 45,
      expected: { max: 30 },
      fix: 'preflight.duration.too_long',
    });
    expect(checkOf(result, 'bitrate')).toMatchObject({
      status: 'fail',
      expected: { min: 192 },
      fix: 'preflight.bitrate.too_low',
    });
    expect(checkOf(result, 'loudness')?.fix).toBe('preflight.loudness.too_quiet');
    expect(checkOf(runPreflight(good, 'iab'), 'bitrate')).toMatchObject({ status: 'pass', expected: {} });
  });

  it('fails a length no placement takes, within half a second of one passing', () => {
    const placements = { placementDurations: [15, 30, 60] };
    expect(runPreflight({ ...good, durationSeconds: 30.4 }, 'iab', placements).status).toBe('pass');
    const result = runPreflight({ ...good, durationSeconds: 22 }, 'iab', placements);
    expect(checkOf(result, 'duration')).toEqual({
      check: 'duration',
      status: 'fail',
      measured: 22,
      expected: { values: [15, 30, 60], tolerance: 0.5 },
      fix: 'preflight.duration.no_placement',
    });
    expect(checkOf(runPreflight({ ...good, durationSeconds: 22 }, 'iab'), 'duration')?.status).toBe('pass');
  });

  it('warns about unusual sample rates and more than two channels', () => {
    const result = runPreflight({ ...good, sampleRate: 22050, channels: 6 }, 'iab');
    expect(result.status).toBe('warn');
    expect(checkOf(result, 'sample_rate')).toMatchObject({
      status: 'warn',
      fix: 'preflight.sample_rate.unusual',
    });
    expect(checkOf(result, 'channels')).toMatchObject({
      status: 'warn',
      expected: { min: 1, max: 2 },
      fix: 'preflight.channels.too_many',
    });
    expect(runPreflight({ ...good, sampleRate: 48000, channels: 1 }, 'iab').status).toBe('pass');
  });

  it('warns about figures that could not be read, and fails silence', () => {
    const unknown = runPreflight(
      {
        durationSeconds: null,
        sampleRate: null,
        channels: null,
        bitrateKbps: null,
        integratedLufs: null,
        truePeakDbtp: null,
      },
      'spotify',
    );
    expect(unknown.status).toBe('warn');
    expect(unknown.checks.map((check) => check.status)).toEqual([
      'warn',
      'warn',
      'warn',
      'warn',
      'warn',
      'warn',
    ]);
    const silent = runPreflight(
      { ...good, integratedLufs: Number.NEGATIVE_INFINITY, truePeakDbtp: Number.NEGATIVE_INFINITY },
      'iab',
    );
    expect(checkOf(silent, 'loudness')).toMatchObject({
      status: 'fail',
      measured: null,
      fix: 'preflight.loudness.silent',
    });
    expect(checkOf(silent, 'true_peak')).toMatchObject({ status: 'pass', measured: null });
    expect(JSON.parse(JSON.stringify(silent))).toEqual(silent);
  });

  it('names every fix with a key of the message catalogue', () => {
    const results = [
      runPreflight(
        { ...good, durationSeconds: 99, bitrateKbps: 8, integratedLufs: 0, truePeakDbtp: 3 },
        'spotify',
      ),
      runPreflight({ ...good, durationSeconds: 7, integratedLufs: -40 }, 'iab', { placementDurations: [30] }),
      runPreflight(
        { ...good, sampleRate: 8000, channels: 8, integratedLufs: null, truePeakDbtp: null },
        'iab',
      ),
    ];
    for (const { checks } of results) {
      for (const { fix } of checks) if (fix !== null) expect(isValidationMessageKey(fix), fix).toBe(true);
    }
  });

  it('refuses an unknown profile, naming the known ones', () => {
    expect(() => runPreflight(good, 'youtube' as 'iab')).toThrow(/iab, spotify/);
    expect(() => runPreflight(good, 'toString' as 'iab')).toThrow(RangeError);
  });
});

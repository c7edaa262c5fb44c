import {
  DESTINATION_PROFILE_IDS,
  DESTINATION_PROFILES,
  type DestinationProfile,
  type DestinationProfileId,
  PREFLIGHT_LIMITS,
} from '../constants/destinationProfiles.ts';
import type { preflightMessages } from '../messages/preflightMessages.ts';
import type {
  PreflightCheck,
  PreflightExpectation,
  PreflightResult,
  PreflightStatus,
} from '../schemas/preflight.ts';

/** What is known of an audio file: each figure null when it could not be read. */
export interface PreflightInput {
  durationSeconds: number | null;
  /** In Hz. */
  sampleRate: number | null;
  channels: number | null;
  /** In kbit/s (average for variable bitrates). */
  bitrateKbps: number | null;
  /** Integrated loudness in LUFS; −Infinity for silence. */
  integratedLufs: number | null;
  /** True peak in dBTP; −Infinity for silence. */
  truePeakDbtp: number | null;
}

/** Options of {@link runPreflight}. */
export interface PreflightOptions {
  /**
   * The spot lengths, in seconds, the campaign's placements accept (e.g. `[15, 30, 60]`); the audio
   * must be one of them, within half a second.
   * @default [] (any length the profile allows)
   */
  placementDurations?: readonly number[];
}

type Fix = keyof typeof preflightMessages;

const RANK: Record<PreflightStatus, number> = { pass: 0, warn: 1, fail: 2 };

function check(
  name: PreflightCheck['check'],
  measured: number | null,
  expected: PreflightExpectation,
  verdict: [PreflightStatus, Fix] | null,
): PreflightCheck {
  return {
    check: name,
    status: verdict ? verdict[0] : 'pass',
    measured: measured !== null && Number.isFinite(measured) ? measured : null,
    expected,
    fix: verdict ? verdict[1] : null,
  };
}

function durationCheck(
  seconds: number | null,
  profile: DestinationProfile,
  placements: readonly number[],
): PreflightCheck {
  const expected: PreflightExpectation = {};
  if (profile.maxDurationSeconds !== null) expected.max = profile.maxDurationSeconds;
  if (placements.length > 0) {
    expected.values = [...placements];
    expected.tolerance = PREFLIGHT_LIMITS.placementToleranceSeconds;
  }
  const fits = (placement: number) =>
    seconds !== null && Math.abs(seconds - placement) <= PREFLIGHT_LIMITS.placementToleranceSeconds;
  let verdict: [PreflightStatus, Fix] | null = null;
  if (seconds === null) verdict = ['warn', 'preflight.duration.unknown'];
  else if (expected.max !== undefined && seconds > expected.max)
    verdict = ['fail', 'preflight.duration.too_long'];
  else if (placements.length > 0 && !placements.some(fits))
    verdict = ['fail', 'preflight.duration.no_placement'];
  return check('duration', seconds, expected, verdict);
}

function sampleRateCheck(rate: number | null): PreflightCheck {
  const values: number[] = [...PREFLIGHT_LIMITS.sampleRates];
  let verdict: [PreflightStatus, Fix] | null = null;
  if (rate === null) verdict = ['warn', 'preflight.sample_rate.unknown'];
  else if (!values.includes(rate)) verdict = ['warn', 'preflight.sample_rate.unusual'];
  return check('sample_rate', rate, { values }, verdict);
}

function channelsCheck(channels: number | null): PreflightCheck {
  let verdict: [PreflightStatus, Fix] | null = null;
  if (channels === null) verdict = ['warn', 'preflight.channels.unknown'];
  else if (channels > PREFLIGHT_LIMITS.maxChannels) verdict = ['warn', 'preflight.channels.too_many'];
  return check('channels', channels, { min: 1, max: PREFLIGHT_LIMITS.maxChannels }, verdict);
}

function bitrateCheck(kbps: number | null, profile: DestinationProfile): PreflightCheck {
  const min = profile.minBitrateKbps;
  if (min === null) return check('bitrate', kbps, {}, null);
  let verdict: [PreflightStatus, Fix] | null = null;
  if (kbps === null) verdict = ['warn', 'preflight.bitrate.unknown'];
  else if (kbps < min) verdict = ['fail', 'preflight.bitrate.too_low'];
  return check('bitrate', kbps, { min }, verdict);
}

function loudnessCheck(lufs: number | null, profile: DestinationProfile): PreflightCheck {
  const expected = {
    target: profile.targetLufs,
    min: profile.targetLufs - profile.toleranceLu,
    max: profile.targetLufs + profile.toleranceLu,
  };
  let verdict: [PreflightStatus, Fix] | null = null;
  if (lufs === null) verdict = ['warn', 'preflight.loudness.unmeasured'];
  else if (lufs === Number.NEGATIVE_INFINITY) verdict = ['fail', 'preflight.loudness.silent'];
  else if (lufs > expected.max) verdict = ['fail', 'preflight.loudness.too_loud'];
  else if (lufs < expected.min) verdict = ['fail', 'preflight.loudness.too_quiet'];
  return check('loudness', lufs, expected, verdict);
}

function truePeakCheck(dbtp: number | null, profile: DestinationProfile): PreflightCheck {
  let verdict: [PreflightStatus, Fix] | null = null;
  if (dbtp === null) verdict = ['warn', 'preflight.true_peak.unmeasured'];
  else if (dbtp > profile.maxTruePeakDbtp) verdict = ['fail', 'preflight.true_peak.too_high'];
  return check('true_peak', dbtp, { max: profile.maxTruePeakDbtp }, verdict);
}

/**
 * Checks an audio file against a destination profile before it is delivered: its length (the
 * profile's longest and, when given, the placements' lengths), sample rate (44.1 or 48 kHz, else
 * a warning), channels (mono or stereo, else a warning), bitrate (the profile's lowest), integrated
 * loudness (the profile's target ± tolerance) and true peak (the profile's highest). A figure that
 * could not be read warns; silence fails the loudness check. Each check carries the message key of
 * its fix (see `validationMessages`); the result's status is the worst of them. Pure: the same
 * figures always give the same result.
 *
 * @throws RangeError for a profile id that is not one of `DESTINATION_PROFILE_IDS`.
 *
 * @example
 * runPreflight({ durationSeconds: 30.1, sampleRate: 44100, channels: 2, bitrateKbps: 320,
 *   integratedLufs: -11.2, truePeakDbtp: 0.3 }, 'iab').status // 'fail' (too loud, peaks too high)
 */
export function runPreflight(
  input: PreflightInput,
  profileId: DestinationProfileId,
  { placementDurations = [] }: PreflightOptions = {},
): PreflightResult {
  if (!Object.hasOwn(DESTINATION_PROFILES, profileId)) {
    throw new RangeError(
      `runPreflight: unknown destination profile ${JSON.stringify(profileId)}; use one of ${DESTINATION_PROFILE_IDS.join(', ')}`,
    );
  }
  const profile = DESTINATION_PROFILES[profileId];
  const checks = [
    durationCheck(input.durationSeconds, profile, placementDurations),
    sampleRateCheck(input.sampleRate),
    channelsCheck(input.channels),
    bitrateCheck(input.bitrateKbps, profile),
    loudnessCheck(input.integratedLufs, profile),
    truePeakCheck(input.truePeakDbtp, profile),
  ];
  const status = checks.reduce<PreflightStatus>(
    (worst, { status }) => (RANK[status] > RANK[worst] ? status : worst),
    'pass',
  );
  return { profile: profile.id, checks, status };
}

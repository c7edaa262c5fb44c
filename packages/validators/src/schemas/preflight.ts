import * as z from 'zod';
import { DESTINATION_PROFILE_IDS } from '../constants/destinationProfiles.ts';

/** The checks of a pre-flight, in the order they are listed. */
export const PREFLIGHT_CHECKS = [
  'duration',
  'sample_rate',
  'channels',
  'bitrate',
  'loudness',
  'true_peak',
] as const;

/** What a pre-flight check, or the whole pre-flight, concludes: the worst of its checks. */
export const PREFLIGHT_STATUSES = ['pass', 'warn', 'fail'] as const;

/** A pre-flight check's verdict. */
export type PreflightStatus = (typeof PREFLIGHT_STATUSES)[number];

/** The values a check accepts; each bound is there only when the check has it. */
export const preflightExpectationSchema = z.object({
  /** The lowest value accepted. */
  min: z.number().optional(),
  /** The highest value accepted. */
  max: z.number().optional(),
  /** The value aimed at (loudness). */
  target: z.number().optional(),
  /** The values accepted, any one (sample rates, placement lengths). */
  values: z.array(z.number()).optional(),
  /** How far from one of `values` still counts as it (placement lengths, in seconds). */
  tolerance: z.number().optional(),
});

/** The values a pre-flight check accepts. */
export type PreflightExpectation = z.infer<typeof preflightExpectationSchema>;

/**
 * One pre-flight check: what was measured, in the check's unit (duration s, sample_rate Hz,
 * channels, bitrate kbit/s, loudness LUFS, true_peak dBTP; null when it could not be measured or
 * the audio is silent), what is expected, the verdict, and the message key of the fix, null on a pass.
 */
export const preflightCheckSchema = z.object({
  check: z.enum(PREFLIGHT_CHECKS),
  status: z.enum(PREFLIGHT_STATUSES),
  measured: z.number().nullable(),
  expected: preflightExpectationSchema,
  fix: z.string().nullable(),
});

/** One pre-flight check. */
export type PreflightCheck = z.infer<typeof preflightCheckSchema>;

/** Audio checked against a destination profile: every check, and the worst verdict among them. */
export const preflightResultSchema = z.object({
  profile: z.enum(DESTINATION_PROFILE_IDS),
  checks: z.array(preflightCheckSchema),
  status: z.enum(PREFLIGHT_STATUSES),
});

/** Audio checked against a destination profile. */
export type PreflightResult = z.infer<typeof preflightResultSchema>;

/** A destination profile id, as a request names it. */
export const destinationProfileField = () =>
  z.enum(DESTINATION_PROFILE_IDS, { error: 'preflight.profile.invalid' });

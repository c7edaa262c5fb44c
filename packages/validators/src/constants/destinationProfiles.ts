/** The destinations audio is checked and normalized for. */
export const DESTINATION_PROFILE_IDS = ['iab', 'spotify'] as const;

/** A destination audio is checked and normalized for. */
export type DestinationProfileId = (typeof DESTINATION_PROFILE_IDS)[number];

/** What a destination accepts: loudness, peaks, length and bitrate. */
export interface DestinationProfile {
  id: DestinationProfileId;
  /** The destination's name, a brand, shown untranslated. */
  label: string;
  /** Integrated loudness (ITU-R BS.1770) to aim at, in LUFS. */
  targetLufs: number;
  /** How far the integrated loudness may lie from the target, in LU, either way. */
  toleranceLu: number;
  /** The highest true peak accepted, in dBTP. */
  maxTruePeakDbtp: number;
  /** The longest audio accepted, in seconds; null for no limit. */
  maxDurationSeconds: number | null;
  /** The lowest bitrate accepted, in kbit/s; null for no limit. */
  minBitrateKbps: number | null;
}

/**
 * The destination profiles. `iab`: the IAB Tech Lab's audio ad loudness guidance (−16 LUFS ± 2,
 * true peak at most −1 dBTP). `spotify`: Spotify Audience Network's audio ad specs (−14 LUFS ± 1,
 * at most −1 dBTP, spots of at most 30 s, at least 192 kbit/s).
 */
export const DESTINATION_PROFILES: Readonly<Record<DestinationProfileId, DestinationProfile>> = {
  iab: {
    id: 'iab',
    label: 'IAB',
    targetLufs: -16,
    toleranceLu: 2,
    maxTruePeakDbtp: -1,
    maxDurationSeconds: null,
    minBitrateKbps: null,
  },
  spotify: {
    id: 'spotify',
    label: 'Spotify',
    targetLufs: -14,
    toleranceLu: 1,
    maxTruePeakDbtp: -1,
    maxDurationSeconds: 30,
    minBitrateKbps: 192,
  },
};

/** The profile an asset is checked against unless it was normalized for another. */
export const DEFAULT_DESTINATION_PROFILE: DestinationProfileId = 'iab';

/** What every destination expects, whatever its profile. */
export const PREFLIGHT_LIMITS = {
  /** Sample rates ad servers take as they are (Hz); others are resampled, at a cost in quality. */
  sampleRates: [44100, 48000],
  /** Mono or stereo: players mix anything more down. */
  maxChannels: 2,
  /** How far, in seconds, audio may run from a placement's length and still fill it. */
  placementToleranceSeconds: 0.5,
} as const;

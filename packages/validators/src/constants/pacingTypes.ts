/** How a campaign spreads its budget over time, the values 1–6 a user picks from (spec §3). */
export const PACING_TYPES = [
  { value: 1, label: 'As Fast As Possible' },
  { value: 2, label: 'Fixed Daily (based on max daily budget)' },
  { value: 3, label: 'Front Loaded' },
  { value: 4, label: 'Back Loaded' },
  { value: 5, label: 'Even - Adaptive Daily Pacing' },
  { value: 6, label: 'Even - Adaptive Lifetime Pacing' },
] as const;

/** The pacing value every cost-per-action campaign uses; not offered to the user (spec §3, §9). */
export const CPA_PACING_TYPE = 8;

/** A pacing type a campaign may carry: one of 1–6, or 8 for CPA campaigns. */
export type PacingType = (typeof PACING_TYPES)[number]['value'] | typeof CPA_PACING_TYPE;

/** The spot lengths, in seconds, scripts are written and suggested for. */
export const SPOT_LENGTHS = [15, 30, 60] as const;

/** A spot length scripts are written for, in seconds. */
export type SpotLength = (typeof SPOT_LENGTHS)[number];

/**
 * How many words a voice reads a second in an audio ad: a 30-second spot holds about 55 to 75 words
 * (radio copywriting's rule of thumb, 110 to 150 words a minute, the pace of a clear read with room
 * for a brand name and a call to action). Other lengths scale: 15 s about 28 to 38 words, 60 s about
 * 110 to 150.
 */
export const SCRIPT_WORDS_PER_SECOND = { min: 55 / 30, max: 75 / 30 } as const;

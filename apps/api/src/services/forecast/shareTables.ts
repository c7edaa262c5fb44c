/*
 * The fixed shares the supply model narrows the catalogue's listening by, beside those of the
 * targeting options (`../targeting/targetingOptions.ts`): what an entry no option names counts, the
 * language names a list may hold instead of codes, and dayparting. A list's share is the sum of its
 * distinct entries', at most 1.
 */

/** Share of listening an entry no option names stands for. */
export const OTHER_SHARE = 0.005;

/** Language names (folded) a targeting list may hold instead of the code. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: 'en',
  spanish: 'es',
  espanol: 'es',
  portuguese: 'pt',
  german: 'de',
  deutsch: 'de',
  french: 'fr',
  francais: 'fr',
  hindi: 'hi',
  japanese: 'ja',
  chinese: 'zh',
  arabic: 'ar',
  italian: 'it',
  korean: 'ko',
  dutch: 'nl',
};

/** Share of impressions a placement no option names stands for. */
export const OTHER_PLACEMENT_SHARE = 0.05;

/**
 * Relative listening in each hour of the day (UTC, the dayparting grid's hours) on weekdays: a morning
 * commute peak, a steady day, an evening commute peak. The weekend starts later and stays flatter.
 */
const WEEKDAY_HOURS = [
  1.0, 0.6, 0.4, 0.3, 0.3, 0.6, 1.6, 3.0, 3.8, 3.2, 2.8, 2.7, 2.9, 2.8, 2.7, 2.9, 3.4, 3.9, 3.4, 2.8, 2.4,
  2.1, 1.8, 1.4,
];
const WEEKEND_HOURS = [
  1.3, 0.9, 0.6, 0.4, 0.3, 0.4, 0.7, 1.3, 2.0, 2.6, 3.0, 3.1, 3.1, 3.0, 2.9, 2.8, 2.7, 2.7, 2.6, 2.5, 2.3,
  2.1, 1.9, 1.6,
];

/** Relative listening in each hour of the week: index `day * 24 + hour`, day 0 Sunday. */
export const HOURLY_LISTENING: readonly number[] = Array.from({ length: 7 }, (_, day) =>
  day === 0 || day === 6 ? WEEKEND_HOURS : WEEKDAY_HOURS,
).flat();

/*
 * The fixed shares the supply model narrows the catalogue's listening by, for the targeting lists
 * that are free text (languages, players, placements) and for dayparting. An entry a table does not
 * know counts as `OTHER_SHARE`; a list's share is the sum of its distinct entries', at most 1.
 */

/** Share of listening an entry no table knows stands for. */
export const OTHER_SHARE = 0.005;

/** Share of the catalogue's listening in each language (ISO 639-1 code). */
export const LANGUAGE_SHARES: Readonly<Record<string, number>> = {
  en: 0.52,
  es: 0.12,
  pt: 0.06,
  de: 0.05,
  fr: 0.05,
  hi: 0.03,
  ja: 0.03,
  zh: 0.03,
  ar: 0.02,
  it: 0.02,
  ko: 0.015,
  nl: 0.01,
  pl: 0.01,
  ru: 0.01,
  sv: 0.01,
  tr: 0.01,
  id: 0.01,
};

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

/**
 * Share of listening on each player or app, by a word its name holds once folded to lower-case
 * letters and digits ("Apple Podcasts" → `applepodcasts`, which holds `apple`).
 */
export const PLAYER_SHARES: Readonly<Record<string, number>> = {
  spotify: 0.28,
  apple: 0.17,
  youtube: 0.12,
  iheart: 0.07,
  amazon: 0.05,
  alexa: 0.02,
  pandora: 0.05,
  siriusxm: 0.03,
  google: 0.03,
  tunein: 0.03,
  soundcloud: 0.03,
  deezer: 0.02,
  audacy: 0.02,
  overcast: 0.01,
  pocketcasts: 0.01,
  castbox: 0.01,
};

/** Share of ad impressions in each position of a break, by folded name (`Pre-roll` → `preroll`). */
export const PLACEMENT_SHARES: Readonly<Record<string, number>> = {
  preroll: 0.3,
  midroll: 0.55,
  postroll: 0.15,
};

/** Share of impressions a placement no table knows stands for. */
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

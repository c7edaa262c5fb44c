import { createRequire } from 'node:module';

/*
 * What a campaign's targeting lists may hold, as `listTargetingOptions` offers them and the forecast
 * reads them: one list per dimension, each entry with the id a campaign stores. Campaigns may still
 * hold other entries (typed before these lists existed); the forecast counts those as it always did.
 */

/** A player or app: `id` is also the word the forecast looks for in a campaign's entry, folded. */
export type PlayerOption = { id: string; name: string; share: number };

/**
 * The players and apps, each with its share of listening. An entry counts as the first player whose
 * id its folded name holds ("Apple Podcasts" → `applepodcasts`, which holds `apple`), so `amazon`
 * comes before `alexa`: "Amazon Alexa" counts as Amazon.
 */
export const PLAYERS: readonly PlayerOption[] = [
  { id: 'spotify', name: 'Spotify', share: 0.28 },
  { id: 'apple', name: 'Apple Podcasts', share: 0.17 },
  { id: 'youtube', name: 'YouTube', share: 0.12 },
  { id: 'iheart', name: 'iHeartRadio', share: 0.07 },
  { id: 'amazon', name: 'Amazon Music', share: 0.05 },
  { id: 'alexa', name: 'Alexa', share: 0.02 },
  { id: 'pandora', name: 'Pandora', share: 0.05 },
  { id: 'siriusxm', name: 'SiriusXM', share: 0.03 },
  { id: 'google', name: 'Google Podcasts', share: 0.03 },
  { id: 'tunein', name: 'TuneIn', share: 0.03 },
  { id: 'soundcloud', name: 'SoundCloud', share: 0.03 },
  { id: 'deezer', name: 'Deezer', share: 0.02 },
  { id: 'audacy', name: 'Audacy', share: 0.02 },
  { id: 'overcast', name: 'Overcast', share: 0.01 },
  { id: 'pocketcasts', name: 'Pocket Casts', share: 0.01 },
  { id: 'castbox', name: 'Castbox', share: 0.01 },
];

/** A position in an ad break, with its share of ad impressions; matched by folded name (`Pre-roll` → `preroll`). */
export type PlacementOption = { id: string; name: string; share: number };

/** The positions of an ad break. */
export const PLACEMENTS: readonly PlacementOption[] = [
  { id: 'pre-roll', name: 'Pre-roll', share: 0.3 },
  { id: 'mid-roll', name: 'Mid-roll', share: 0.55 },
  { id: 'post-roll', name: 'Post-roll', share: 0.15 },
];

/** A language by its ISO 639-1 code, with its share of the catalogue's listening. */
export type LanguageOption = { code: string; share: number };

/** The languages the catalogue is listened to in. */
export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', share: 0.52 },
  { code: 'es', share: 0.12 },
  { code: 'pt', share: 0.06 },
  { code: 'de', share: 0.05 },
  { code: 'fr', share: 0.05 },
  { code: 'hi', share: 0.03 },
  { code: 'ja', share: 0.03 },
  { code: 'zh', share: 0.03 },
  { code: 'ar', share: 0.02 },
  { code: 'it', share: 0.02 },
  { code: 'ko', share: 0.015 },
  { code: 'nl', share: 0.01 },
  { code: 'pl', share: 0.01 },
  { code: 'ru', share: 0.01 },
  { code: 'sv', share: 0.01 },
  { code: 'tr', share: 0.01 },
  { code: 'id', share: 0.01 },
];

/** A data partner: the provider of data segments whose data a campaign uses. */
export type DataPartnerOption = { id: string; name: string };

/** The data partners; the demo marketplace's segments come from them. */
export const DATA_PARTNERS: readonly DataPartnerOption[] = [
  { id: 'audience-atlas', name: 'Audience Atlas' },
  { id: 'signal-harbor', name: 'Signal Harbor' },
  { id: 'cohort-works', name: 'Cohort Works' },
  { id: 'listener-labs', name: 'Listener Labs' },
];

let countries: readonly string[] | undefined;

/**
 * The ISO 3166-1 alpha-2 codes of the countries the gazetteer knows (its `iso3166-2-db` country list),
 * in code order; read once, from the package's small country list rather than its 3 MB region data.
 */
export function targetingCountries(): readonly string[] {
  countries ??= Object.keys(
    createRequire(import.meta.url)('iso3166-2-db/countryList/en.json') as Record<string, unknown>,
  ).sort();
  return countries;
}

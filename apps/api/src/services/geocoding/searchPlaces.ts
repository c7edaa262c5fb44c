import { foldedWords, foldText } from './foldText.ts';
import type { Gazetteer } from './gazetteer.ts';
import { type GeoPlace, type Place, type PlaceType, toGeoPlace } from './place.ts';

/** Longest place name looked for, in words ("Saint-Martin-de-Belleville" has four). */
const MAX_NAME_WORDS = 6;
/** Words of a query that are read; an address rarely has more. */
const MAX_QUERY_WORDS = 40;
/** A prefix (autocomplete) search needs this many letters, so "b" does not list half the world. */
const MIN_PREFIX_LENGTH = 2;

/** What to look for. */
export type PlaceSearch = {
  /** Address or place name, in any case, with or without accents. */
  q: string;
  /** Most places answered. */
  limit: number;
  /** Only these kinds of place. @default every kind */
  types?: readonly PlaceType[] | undefined;
};

/** A place found by a name, and the positions of the query words that name it. */
type Candidate = { place: Place; words: Set<number>; exact: boolean };

/** Among places that match equally well and are equally prominent, the narrower one first. */
const SPECIFICITY: Record<PlaceType, number> = { country: 0, region: 1, city: 2, postal_code: 3 };

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);

/** Places whose name starts with the query, for typing ahead ("berl" → Berlin). */
const placesByPrefix = (gazetteer: Gazetteer, prefix: string): Place[] =>
  prefix.length < MIN_PREFIX_LENGTH ? [] : gazetteer.namedFrom(prefix);

/**
 * Finds the places an address or name refers to, best first. A place matches when a run of the
 * query's words is its name (or the whole query starts its name); places are ranked by how many
 * query words they explain (their own name plus their country, region, city or zip code, so
 * "Springfield IL" puts Springfield, Illinois first), then exact before prefix matches, then by
 * inhabitants, then narrower before wider.
 */
export function searchPlaces(gazetteer: Gazetteer, search: PlaceSearch): GeoPlace[] {
  const words = foldedWords(search.q).slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return [];
  const candidates = new Map<string, Candidate>();
  /** Query word positions that name a country or region (by name or code), by place id. */
  const areaMentions = new Map<string, number[]>();
  /** Query word positions of each run of words. */
  const phrases = new Map<string, number[]>();

  const addCandidate = (place: Place, positions: number[], exact: boolean) => {
    const candidate = candidates.get(place.place_id);
    if (!candidate) candidates.set(place.place_id, { place, words: new Set(positions), exact });
    else if (exact) {
      for (const position of positions) candidate.words.add(position);
      candidate.exact = true;
    }
  };
  const mention = (placeId: string, positions: number[]) =>
    areaMentions.set(placeId, [...(areaMentions.get(placeId) ?? []), ...positions]);

  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + MAX_NAME_WORDS); end++) {
      const phrase = words.slice(start, end).join(' ');
      const positions = range(start, end);
      phrases.set(phrase, [...(phrases.get(phrase) ?? []), ...positions]);
      for (const place of gazetteer.named(phrase)) {
        addCandidate(place, positions, true);
        if (place.type === 'country' || place.type === 'region') mention(place.place_id, positions);
      }
      for (const id of gazetteer.coded(phrase)) mention(id, positions);
    }
  }
  const everyWord = range(0, words.length);
  const whole = words.join(' ');
  // Codes only support other words ("Berlin DE"), unless they are the whole query ("DE", "US-CA").
  for (const id of gazetteer.coded(whole)) {
    const place = gazetteer.place(id);
    if (place) addCandidate(place, everyWord, true);
  }
  if (![...candidates.values()].some((candidate) => candidate.words.size === words.length)) {
    for (const place of placesByPrefix(gazetteer, whole)) addCandidate(place, everyWord, false);
  }

  const zipCandidates = [...candidates.values()].filter(({ place }) => place.type === 'postal_code');
  const coverage = ({ place, words: own }: Candidate) => {
    const covered = new Set(own);
    const add = (positions: readonly number[] | undefined) => {
      for (const position of positions ?? []) covered.add(position);
    };
    add(areaMentions.get(`country-${place.country_code}`));
    if (place.region_code) add(areaMentions.get(`region-${place.region_code}`));
    if (place.type === 'postal_code' && place.cityKey) add(phrases.get(place.cityKey));
    if (place.type === 'city' && place.city && zipCandidates.length > 0) {
      const cityKey = foldText(place.city);
      for (const zip of zipCandidates) {
        if (zip.place.cityKey === cityKey && zip.place.region_code === place.region_code) add([...zip.words]);
      }
    }
    return covered.size;
  };

  const wanted = search.types && search.types.length > 0 ? new Set(search.types) : null;
  return [...candidates.values()]
    .filter(({ place }) => !wanted || wanted.has(place.type))
    .map((candidate) => ({ ...candidate, coverage: coverage(candidate) }))
    .sort(
      (a, b) =>
        b.coverage - a.coverage ||
        Number(b.exact) - Number(a.exact) ||
        b.place.prominence - a.place.prominence ||
        SPECIFICITY[b.place.type] - SPECIFICITY[a.place.type] ||
        a.place.place_id.localeCompare(b.place.place_id),
    )
    .slice(0, search.limit)
    .map(({ place }) => toGeoPlace(place));
}

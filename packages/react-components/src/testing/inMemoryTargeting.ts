import type { Schema } from '@earshot/sdk-core';
import { searchCatalogue, searchSegments } from './inMemoryInventoryApi.ts';
import { jsonResponse as json, notFound } from './jsonResponse.ts';

/** What `listTargetingOptions` answers in memory: a few of each list the sandbox offers. */
export const TARGETING_OPTIONS_FIXTURE: Schema<'TargetingOptions'> = {
  countries: ['AU', 'BR', 'CA', 'DE', 'ES', 'FR', 'GB', 'IN', 'JP', 'MX', 'US'].map((code) => ({ code })),
  languages: ['de', 'en', 'es', 'fr', 'ja', 'pt', 'zh'].map((code) => ({ code })),
  players: [
    { id: 'apple', name: 'Apple Podcasts' },
    { id: 'iheart', name: 'iHeartRadio' },
    { id: 'spotify', name: 'Spotify' },
    { id: 'youtube', name: 'YouTube' },
  ],
  placements: [
    { id: 'pre-roll', name: 'Pre-roll' },
    { id: 'mid-roll', name: 'Mid-roll' },
    { id: 'post-roll', name: 'Post-roll' },
  ],
  data_partners: [
    { id: 'audience-atlas', name: 'Audience Atlas' },
    { id: 'cohort-works', name: 'Cohort Works' },
    { id: 'signal-harbor', name: 'Signal Harbor' },
  ],
};

/** A region of the gazetteer, at its seat. */
const region = (code: string, label: string, lat: number, lng: number): Schema<'GeoPlace'> => ({
  place_id: `region-${code}`,
  type: 'region',
  label,
  country_code: code.slice(0, 2),
  region_code: code,
  city: null,
  postal_code: null,
  lat,
  lng,
});

/** The places the in-memory geocoding knows: a zip code of San Francisco and a few regions. */
export const PLACE_FIXTURES: Schema<'GeoPlace'>[] = [
  {
    place_id: 'postal_code-US-94103',
    type: 'postal_code',
    label: 'San Francisco, CA 94103, USA',
    country_code: 'US',
    region_code: 'CA',
    city: 'San Francisco',
    postal_code: '94103',
    lat: 37.77,
    lng: -122.41,
  },
  region('US-CA', 'California, United States', 38.58, -121.49),
  region('US-TX', 'Texas, United States', 30.27, -97.74),
  region('DE-BY', 'Bavaria, Germany', 48.14, 11.58),
];

/** `geocodeAddress`: the places whose label holds `q`, of the `type` asked for. */
function searchPlaces(url: URL): Response {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const type = url.searchParams.get('type');
  const results = PLACE_FIXTURES.filter(
    (place) => place.label.toLowerCase().includes(q) && (type === null || place.type === type),
  );
  return json({ results });
}

/**
 * Answers, from the fixtures above and the inventory fixtures, the reads the campaign editor's
 * targeting pickers make: `listTargetingOptions` of `advertiserId`, the geocoding service, the segment
 * search and the inventory search service (any host, path `/search/collections/…`). Null for any
 * other request.
 */
export function answerTargetingRead(request: Request, advertiserId: string): Response | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === `/v1/companies/${advertiserId}/targeting-options`) return json(TARGETING_OPTIONS_FIXTURE);
  if (path === '/v1/geocoding/address') return searchPlaces(url);
  if (path.startsWith('/v1/geocoding/place/')) {
    const id = decodeURIComponent(path.slice('/v1/geocoding/place/'.length));
    const place = PLACE_FIXTURES.find((candidate) => candidate.place_id === id);
    return place ? json(place) : notFound(`No place has the id "${id}"`);
  }
  if (path === '/v1/search') return searchSegments(url);
  if (path.startsWith('/search/collections/')) return searchCatalogue(url);
  return null;
}

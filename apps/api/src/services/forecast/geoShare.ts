import type { CampaignTargeting } from '@earshot/validators';
import { foldText } from '../geocoding/foldText.ts';
import { loadGazetteer } from '../geocoding/gazetteer.ts';
import { loadGeoPopulation } from './geoPopulation.ts';

type Geo = CampaignTargeting['geo'];

const cityKey = (name: string, region: string | null, country: string) =>
  `${foldText(name)}|${region ?? ''}|${country}`;

/**
 * The share of the world's population (the gazetteer's places of 1,000 inhabitants or more) that the
 * geo targeting covers: a listener in any of its countries, regions, cities or zip codes is reached,
 * each counted once (a region inside a targeted country, a city inside a targeted region, a zip code
 * inside a targeted city adds nothing). No geo at all covers everyone (1); places the gazetteer does not
 * know cover no one. A city counts its inhabitants (the most populous place of its name, region and
 * country), a zip code its share of its city's.
 */
export async function geoShare(geo: Geo): Promise<number> {
  const { countries, regions, cities, zip_codes: zips } = geo;
  if (countries.length + regions.length + cities.length + zips.length === 0) return 1;
  const population = await loadGeoPopulation();
  const countrySet = new Set(countries);
  const regionSet = new Set(regions.map((region) => region.toUpperCase()));
  let covered = 0;
  for (const country of countrySet) covered += population.countries.get(country) ?? 0;
  for (const region of regionSet) {
    if (!countrySet.has(region.slice(0, 2))) covered += population.regions.get(region) ?? 0;
  }
  const gazetteer = cities.length > 0 ? await loadGazetteer() : undefined;
  const targetedCities = new Set<string>();
  const countedPlaces = new Set<string>();
  for (const city of cities) {
    // A city named without its region holds the zip codes of every city of its name in the country.
    targetedCities.add(cityKey(city.name, city.region, city.country));
    if (countrySet.has(city.country) || (city.region !== null && regionSet.has(city.region))) continue;
    const place = gazetteer
      ?.named(foldText(city.name))
      .filter(
        (candidate) =>
          candidate.type === 'city' &&
          candidate.country_code === city.country &&
          (city.region === null || candidate.region_code === city.region),
      )
      .reduce<{ id: string; inhabitants: number } | undefined>(
        (best, candidate) =>
          best && best.inhabitants >= candidate.prominence
            ? best
            : { id: candidate.place_id, inhabitants: candidate.prominence },
        undefined,
      );
    if (!place || countedPlaces.has(place.id)) continue;
    countedPlaces.add(place.id);
    covered += place.inhabitants;
  }
  if (!countrySet.has('US')) {
    for (const zip of new Set(zips)) {
      const code = Number(zip);
      const region = population.zipRegionCodes[(population.zipRegions[code] ?? 0) - 1];
      if (region === undefined || regionSet.has(region)) continue;
      const place = gazetteer?.place(`postal_code-US-${zip}`);
      if (
        place?.city &&
        (targetedCities.has(cityKey(place.city, place.region_code, 'US')) ||
          targetedCities.has(cityKey(place.city, null, 'US')))
      ) {
        continue;
      }
      covered += population.zipPopulations[code] ?? 0;
    }
  }
  return Math.min(1, covered / population.world);
}

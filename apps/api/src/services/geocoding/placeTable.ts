import { PLACE_TYPES, type Place, type PlaceType } from './place.ts';
import {
  OptionalTextColumn,
  OptionalTextColumnBuilder,
  type OptionalTextColumnData,
  TextColumn,
  TextColumnBuilder,
  type TextColumnData,
} from './textColumn.ts';

const TYPE_NUMBERS = new Map<PlaceType, number>(PLACE_TYPES.map((type, index) => [type, index]));

/** A {@link PlaceTable} as plain data; every column but the first two has a value for each row. */
export type PlaceTableData = {
  /** Every distinct place id, sorted. */
  ids: TextColumnData;
  /** By id (in `ids` order): its last row, the one the id finds. */
  rowOfId: Uint32Array;
  /** By row: the position of its id in `ids`. */
  idOfRow: Uint32Array;
  /** By row: the place's type, as its index in {@link PLACE_TYPES}. */
  types: Uint8Array;
  labels: TextColumnData;
  countryCodes: TextColumnData;
  regionCodes: OptionalTextColumnData;
  cities: OptionalTextColumnData;
  postalCodes: OptionalTextColumnData;
  cityKeys: OptionalTextColumnData;
  lats: Float64Array;
  lngs: Float64Array;
  prominences: Float64Array;
};

/**
 * Places stored column by column, one row for every place added: typed arrays for the numbers and
 * {@link TextColumn}s for the texts. The gazetteer's 181,621 places and their indexes took 134 MB of
 * heap as objects in maps; so they take about 24 MB of heap and 13 MB of typed arrays. A row is read
 * back as a {@link Place} object when asked for.
 */
export class PlaceTable {
  readonly #ids: TextColumn;
  readonly #rowOfId: Uint32Array;
  readonly #idOfRow: Uint32Array;
  readonly #types: Uint8Array;
  readonly #labels: TextColumn;
  readonly #countryCodes: TextColumn;
  readonly #regionCodes: OptionalTextColumn;
  readonly #cities: OptionalTextColumn;
  readonly #postalCodes: OptionalTextColumn;
  readonly #cityKeys: OptionalTextColumn;
  readonly #lats: Float64Array;
  readonly #lngs: Float64Array;
  readonly #prominences: Float64Array;

  constructor(data: PlaceTableData) {
    this.#ids = new TextColumn(data.ids);
    this.#rowOfId = data.rowOfId;
    this.#idOfRow = data.idOfRow;
    this.#types = data.types;
    this.#labels = new TextColumn(data.labels);
    this.#countryCodes = new TextColumn(data.countryCodes);
    this.#regionCodes = new OptionalTextColumn(data.regionCodes);
    this.#cities = new OptionalTextColumn(data.cities);
    this.#postalCodes = new OptionalTextColumn(data.postalCodes);
    this.#cityKeys = new OptionalTextColumn(data.cityKeys);
    this.#lats = data.lats;
    this.#lngs = data.lngs;
    this.#prominences = data.prominences;
  }

  /** How many distinct place ids. */
  get size(): number {
    return this.#ids.length;
  }

  /** The place of a row. */
  row(row: number): Place {
    return {
      place_id: this.#ids.at(this.#idOfRow[row] ?? 0),
      type: PLACE_TYPES[this.#types[row] ?? 0] ?? 'city',
      label: this.#labels.at(row),
      country_code: this.#countryCodes.at(row),
      region_code: this.#regionCodes.at(row),
      city: this.#cities.at(row),
      postal_code: this.#postalCodes.at(row),
      lat: this.#lats[row] ?? 0,
      lng: this.#lngs[row] ?? 0,
      prominence: this.#prominences[row] ?? 0,
      cityKey: this.#cityKeys.at(row),
    };
  }

  /** The place of an id (its last row when several rows have it), or `undefined`. */
  byId(id: string): Place | undefined {
    const position = this.#ids.indexOf(id);
    return position < 0 ? undefined : this.row(this.#rowOfId[position] ?? 0);
  }
}

/** Collects places, one row each, into {@link PlaceTableData}. */
export class PlaceTableBuilder {
  readonly #ids: string[] = [];
  readonly #types: number[] = [];
  readonly #labels = new TextColumnBuilder();
  readonly #countryCodes = new TextColumnBuilder();
  readonly #regionCodes = new OptionalTextColumnBuilder();
  readonly #cities = new OptionalTextColumnBuilder();
  readonly #postalCodes = new OptionalTextColumnBuilder();
  readonly #cityKeys = new OptionalTextColumnBuilder();
  readonly #lats: number[] = [];
  readonly #lngs: number[] = [];
  readonly #prominences: number[] = [];

  /** Adds a row for the place; answers its number. */
  add(place: Place): number {
    this.#ids.push(place.place_id);
    this.#types.push(TYPE_NUMBERS.get(place.type) ?? 0);
    this.#labels.push(place.label);
    this.#countryCodes.push(place.country_code);
    this.#regionCodes.push(place.region_code);
    this.#cities.push(place.city);
    this.#postalCodes.push(place.postal_code);
    this.#cityKeys.push(place.cityKey);
    this.#lats.push(place.lat);
    this.#lngs.push(place.lng);
    this.#prominences.push(place.prominence);
    return this.#ids.length - 1;
  }

  build(): PlaceTableData {
    const rowIds = this.#ids;
    // Rows in id order, rows of one id in the order they were added.
    const order = Uint32Array.from(rowIds.keys()).sort((a, b) => {
      const idA = rowIds[a] ?? '';
      const idB = rowIds[b] ?? '';
      return idA < idB ? -1 : idA > idB ? 1 : a - b;
    });
    const ids = new TextColumnBuilder();
    const rowOfId: number[] = [];
    const idOfRow = new Uint32Array(rowIds.length);
    for (const [index, row] of order.entries()) {
      const id = rowIds[row] ?? '';
      const next = order[index + 1];
      idOfRow[row] = rowOfId.length;
      if (next === undefined || rowIds[next] !== id) {
        ids.push(id);
        rowOfId.push(row);
      }
    }
    return {
      ids: ids.build(),
      rowOfId: Uint32Array.from(rowOfId),
      idOfRow,
      types: Uint8Array.from(this.#types),
      labels: this.#labels.build(),
      countryCodes: this.#countryCodes.build(),
      regionCodes: this.#regionCodes.build(),
      cities: this.#cities.build(),
      postalCodes: this.#postalCodes.build(),
      cityKeys: this.#cityKeys.build(),
      lats: Float64Array.from(this.#lats),
      lngs: Float64Array.from(this.#lngs),
      prominences: Float64Array.from(this.#prominences),
    };
  }
}

import { Worker } from 'node:worker_threads';
import type { Place } from './place.ts';
import { PlaceTable, type PlaceTableData } from './placeTable.ts';
import { TextColumn, type TextColumnData } from './textColumn.ts';

/** A {@link Gazetteer} as plain data, as the worker that builds it hands it over. */
export type GazetteerData = {
  /** The places, a row each. */
  places: PlaceTableData;
  /** Every folded name (`"new york"`), sorted. */
  names: TextColumnData;
  /** The rows of the name at position i: `nameRows` from `nameStarts[i]` up to `nameStarts[i + 1]`. */
  nameStarts: Uint32Array;
  nameRows: Uint32Array;
  /** Folded code (`"de"`, `"deu"`, `"us ca"`, `"ca"`) → ids of the countries and regions it stands for. */
  byCode: ReadonlyMap<string, readonly string[]>;
};

/** The places and the indexes a search reads. */
export class Gazetteer {
  readonly #places: PlaceTable;
  readonly #names: TextColumn;
  readonly #nameStarts: Uint32Array;
  readonly #nameRows: Uint32Array;
  readonly #byCode: ReadonlyMap<string, readonly string[]>;

  constructor(data: GazetteerData) {
    this.#places = new PlaceTable(data.places);
    this.#names = new TextColumn(data.names);
    this.#nameStarts = data.nameStarts;
    this.#nameRows = data.nameRows;
    this.#byCode = data.byCode;
  }

  /** How many places (distinct ids). */
  get size(): number {
    return this.#places.size;
  }

  /** The place of an id. */
  place(id: string): Place | undefined {
    return this.#places.byId(id);
  }

  /** The places of a folded name (`"new york"`), in the order they were indexed. */
  named(name: string): Place[] {
    const position = this.#names.indexOf(name);
    return position < 0 ? [] : this.#namedAt(position);
  }

  /** The places whose folded name starts with `prefix`, by name in code unit order. */
  namedFrom(prefix: string): Place[] {
    const found: Place[] = [];
    for (let position = this.#names.lowerBound(prefix); position < this.#names.length; position++) {
      if (!this.#names.at(position).startsWith(prefix)) break;
      found.push(...this.#namedAt(position));
    }
    return found;
  }

  /** Ids of the countries and regions a folded code stands for. */
  coded(code: string): readonly string[] {
    return this.#byCode.get(code) ?? [];
  }

  #namedAt(position: number): Place[] {
    const rows = this.#nameRows.subarray(this.#nameStarts[position], this.#nameStarts[position + 1]);
    return Array.from(rows, (row) => this.#places.row(row));
  }
}

/**
 * What the worker runs: Node 20 runs TypeScript only through tsx, and a worker thread neither takes
 * over the hooks tsx registered in the thread that starts it nor honours `--import`, so the worker
 * registers them itself before it loads `gazetteerWorker.ts`.
 */
const WORKER_SCRIPT = `import('tsx/esm/api').then(({ register }) => {
  register();
  return import(${JSON.stringify(new URL('./gazetteerWorker.ts', import.meta.url).href)});
});`;

/** Builds the gazetteer in a worker thread. */
function buildInWorker(): Promise<Gazetteer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SCRIPT, { eval: true });
    worker.once('message', (data: GazetteerData) => resolve(new Gazetteer(data)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The gazetteer worker exited with code ${code}`)));
  });
}

let loading: Promise<Gazetteer> | undefined;

/**
 * The gazetteer, built from the data packages on first use and then kept in memory: no network, the
 * same places and ids on every start. It is built in a worker thread (about 2 s), so requests are
 * not held up meanwhile, and the data packages never enter the server's heap: built in the server's
 * own thread, they left about 140 MB of garbage there, which V8 kept (RSS about 475 MB) until its
 * next full collection. The worker's heap, up to about 250 MB while it builds, goes when it ends.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= buildInWorker().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

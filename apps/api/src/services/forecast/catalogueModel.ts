import type { CatalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import type { CatalogueModelData } from './buildCatalogueModel.ts';
import { workerResult } from './workerResult.ts';

let current: { key: string; model: Promise<CatalogueModelData> } | undefined;

/**
 * The model of a catalogue (see {@link CatalogueModelData}), built in a worker thread on first use
 * (about 2 s for 100,000 items, without holding requests up; the API asks for it as it starts, see
 * `warmForecastModel`) and kept in memory (about 0.5 MB);
 * asking for another catalogue, once the loaded one changed, replaces it.
 */
export function loadCatalogueModel(identity: CatalogueIdentity): Promise<CatalogueModelData> {
  const key = `${identity.seed}:${identity.size}`;
  if (current?.key !== key) {
    const model = workerResult<CatalogueModelData>(
      new URL('./catalogueModelWorker.ts', import.meta.url),
      identity,
    ).catch((error: unknown) => {
      if (current?.key === key) current = undefined;
      throw error;
    });
    current = { key, model };
  }
  return current.model;
}

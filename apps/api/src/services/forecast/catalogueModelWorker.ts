import { parentPort, workerData } from 'node:worker_threads';
import type { CatalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import { buildCatalogueModel } from './buildCatalogueModel.ts';

// Builds the model of the catalogue named by `workerData` and hands it to the thread that started this
// worker, then ends.
const model = buildCatalogueModel(workerData as CatalogueIdentity);
parentPort?.postMessage(model, [model.sketches.buffer as ArrayBuffer]);

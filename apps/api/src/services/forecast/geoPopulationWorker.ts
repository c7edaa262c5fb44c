import { parentPort } from 'node:worker_threads';
import { buildGeoPopulation } from './buildGeoPopulation.ts';

// Builds the population table and hands it to the thread that started this worker, then ends: the
// data packages read go with this thread's heap.
parentPort?.postMessage(buildGeoPopulation());

import { parentPort } from 'node:worker_threads';
import { buildGazetteer } from './buildGazetteer.ts';

// Builds the gazetteer and hands its data to the thread that started this worker, then ends: the
// data packages read and everything made while building go with this thread's heap.
parentPort?.postMessage(buildGazetteer());

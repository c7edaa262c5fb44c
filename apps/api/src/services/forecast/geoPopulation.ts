import type { GeoPopulationData } from './buildGeoPopulation.ts';
import { workerResult } from './workerResult.ts';

let loading: Promise<GeoPopulationData> | undefined;

/**
 * The population table of the geo share (see {@link GeoPopulationData}), built in a worker thread on
 * first use (about 2 s, so requests are not held up and the data packages never enter this heap) and
 * then kept: about 1 MB.
 */
export function loadGeoPopulation(): Promise<GeoPopulationData> {
  loading ??= workerResult<GeoPopulationData>(new URL('./geoPopulationWorker.ts', import.meta.url)).catch(
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

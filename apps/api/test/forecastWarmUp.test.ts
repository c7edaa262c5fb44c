import { describe, expect, it } from 'vitest';
import { catalogueIdentity } from '../src/services/catalogue/loadedCatalogue.ts';
import { loadCatalogueModel } from '../src/services/forecast/catalogueModel.ts';
import { loadGeoPopulation } from '../src/services/forecast/geoPopulation.ts';
import { warmForecastModel } from '../src/services/forecast/warmForecastModel.ts';
import { openTestDatabase } from './harness.ts';

/** Whether a promise has already settled: its reaction runs before the next turn of the event loop. */
function settled(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
}

describe('warming the forecast model', () => {
  it('leaves the geo populations and the loaded catalogue model in memory for the first forecast', {
    timeout: 120_000,
  }, async () => {
    const { db, drop } = await openTestDatabase('pglite');
    try {
      // A model still building counts as unsettled.
      expect(await settled(new Promise(() => undefined))).toBe(false);
      await warmForecastModel(db);
      // With no catalogue loaded the default one is modelled, as forecasts then read it.
      expect(await settled(loadCatalogueModel(catalogueIdentity(undefined)))).toBe(true);
      expect(await settled(loadGeoPopulation())).toBe(true);
    } finally {
      await drop();
    }
  });
});

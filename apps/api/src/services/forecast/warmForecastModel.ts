import type { Database } from '../../db/database.ts';
import { catalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import { loadCatalogueModel } from './catalogueModel.ts';
import { loadGeoPopulation } from './geoPopulation.ts';

/**
 * Builds the forecast's tables (the geo populations and the loaded catalogue's model, each in a worker
 * thread) so that the first forecast answers as fast as the next ones; resolves once both are in memory.
 */
export async function warmForecastModel(db: Database): Promise<void> {
  const { rows } = await db.query<{ seed: string | null; size: number | null }>(
    'SELECT seed, size FROM inventory_catalogue',
  );
  await Promise.all([loadGeoPopulation(), loadCatalogueModel(catalogueIdentity(rows[0]))]);
}

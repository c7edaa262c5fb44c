import type { Database } from '../../db/database.ts';
import { CATALOGUE_SEED, DEFAULT_CATALOGUE_SIZE } from './generateCatalogue.ts';

/** Which generated catalogue the inventory is: its generator seed and size. */
export type CatalogueIdentity = { seed: string; size: number };

/** The catalogue `pnpm seed` loads by default. */
export const DEFAULT_CATALOGUE: CatalogueIdentity = { seed: CATALOGUE_SEED, size: DEFAULT_CATALOGUE_SIZE };

/**
 * The inventory a stored catalogue marker (`inventory_catalogue`, possibly absent) stands for. With no
 * catalogue loaded the inventory is still the default one, which the generator defines whether or not
 * search can find it yet: so a sandbox started without `pnpm seed` forecasts and delivers all the same.
 */
export function catalogueIdentity(marker: { seed: string | null; size: number | null } | undefined) {
  return marker?.seed && marker.size !== null ? { seed: marker.seed, size: marker.size } : DEFAULT_CATALOGUE;
}

/** The inventory catalogue of the database (see {@link catalogueIdentity}). */
export async function loadedCatalogue(db: Database): Promise<CatalogueIdentity> {
  const { rows } = await db.query<{ seed: string; size: number }>(
    'SELECT seed, size FROM inventory_catalogue',
  );
  return catalogueIdentity(rows[0]);
}

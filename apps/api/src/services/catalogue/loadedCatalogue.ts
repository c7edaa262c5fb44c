import { CATALOGUE_SEED, DEFAULT_CATALOGUE_SIZE } from './generateCatalogue.ts';

/** Which generated catalogue the inventory is: its generator seed and size. */
export type CatalogueIdentity = { seed: string; size: number };

/** The catalogue `pnpm seed` loads by default. */
const DEFAULT_CATALOGUE: CatalogueIdentity = { seed: CATALOGUE_SEED, size: DEFAULT_CATALOGUE_SIZE };

/**
 * The inventory a stored catalogue marker (`inventory_catalogue`, possibly absent) stands for. With no
 * catalogue loaded the inventory is still the default one, which the generator defines whether or not
 * search can find it yet: so a sandbox started without `pnpm seed` forecasts and delivers all the same.
 */
export function catalogueIdentity(
  marker: { seed: string | null; size: number | null } | undefined,
): CatalogueIdentity {
  return marker?.seed && marker.size !== null ? { seed: marker.seed, size: marker.size } : DEFAULT_CATALOGUE;
}

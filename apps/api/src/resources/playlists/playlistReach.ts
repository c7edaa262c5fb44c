import { createHash } from 'node:crypto';
import type { CatalogueIdentity } from '../../services/catalogue/loadedCatalogue.ts';
import { listedSupply } from '../../services/forecast/inventorySupply.ts';

/** Reaches remembered: lists read the same playlists over and over, and a reach costs a sketch per item. */
const REMEMBERED = 256;

const remembered = new Map<string, number>();

/**
 * The unique listeners a playlist's inventory reaches in a week: the union of its items' listener
 * sketches, so a listener of several of its shows counts once. Ids that are no item of the catalogue
 * reach no one.
 */
export function playlistReach(catalogue: CatalogueIdentity, inventoryIds: readonly string[]): number {
  // A digest keeps the remembered keys short whatever the playlist's length (up to 5,000 ids).
  const key = createHash('sha1')
    .update(`${catalogue.seed}:${catalogue.size}:${inventoryIds.join(',')}`)
    .digest('hex');
  let reach = remembered.get(key);
  if (reach === undefined) {
    reach = listedSupply(catalogue, inventoryIds, 0).weeklyListeners();
    // The oldest entry goes first: a Map keeps insertion order.
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    remembered.set(key, reach);
  }
  return reach;
}

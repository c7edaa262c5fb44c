import { SEARCH_COLLECTIONS } from '@earshot/validators';
import { catalogueItemOf } from '../catalogue/catalogueItemId.ts';
import { collectionSizes, generateItem } from '../catalogue/generateCatalogue.ts';
import { itemListenerIds } from '../catalogue/listenerIds.ts';
import type { CatalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import { createRandom } from '../catalogue/random.ts';

/** A show (inventory item) a campaign's ads play on, with the simulated ids of its listeners. */
export type ExposureShow = { id: string; name: string; publisher: string; listenerIds: Uint32Array };

/** Shows a campaign's exposures are spread over at most: its first bought items by id, or a draw. */
const MAX_SHOWS = 30;

/** Shows drawn from the catalogue for a campaign that buys the whole of it. */
const DRAWN_SHOWS = 12;

function show(catalogue: CatalogueIdentity, item: { collection: string; n: number }): ExposureShow {
  const entry = SEARCH_COLLECTIONS.find(({ value }) => value === item.collection);
  if (!entry) throw new Error(`Unknown collection ${item.collection}`);
  const generated = generateItem(catalogue.seed, entry.value, item.n);
  return {
    id: generated.id,
    name: generated.name,
    publisher: generated.supply,
    listenerIds: itemListenerIds(
      `${catalogue.seed}:${entry.value}:${item.n}`,
      generated.audience_size,
      generated.genres,
    ),
  };
}

/**
 * The shows a campaign's delivery plays on: the catalogue items it buys (`items`; ids the catalogue
 * does not hold are left out), the first {@link MAX_SHOWS} by id, or for a campaign buying the whole
 * catalogue (`undefined`) {@link DRAWN_SHOWS} items drawn for it, each collection by its share. The same
 * campaign always gets the same shows.
 */
export function campaignShows(
  catalogue: CatalogueIdentity,
  campaignId: string,
  items: ReadonlySet<string> | undefined,
): ExposureShow[] {
  if (items) {
    return [...items]
      .sort()
      .flatMap((id) => catalogueItemOf(catalogue, id) ?? [])
      .slice(0, MAX_SHOWS)
      .map((item) => show(catalogue, item));
  }
  const random = createRandom(`${campaignId}:shows`);
  const sizes = collectionSizes(catalogue.size);
  const picked = new Map<string, { collection: string; n: number }>();
  for (let draw = 0; draw < DRAWN_SHOWS; draw += 1) {
    let n = random.int(1, catalogue.size);
    for (const { value, type } of SEARCH_COLLECTIONS) {
      if (n <= sizes[type]) {
        picked.set(`${value}:${n}`, { collection: value, n });
        break;
      }
      n -= sizes[type];
    }
  }
  return [...picked.values()].map((item) => show(catalogue, item));
}

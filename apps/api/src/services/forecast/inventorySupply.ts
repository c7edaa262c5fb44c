import { catalogueItemOf } from '../catalogue/catalogueItemId.ts';
import { catalogueItemProfile } from '../catalogue/generateCatalogue.ts';
import { itemSupply } from '../catalogue/itemSupply.ts';
import { itemListenerIds, LISTENER_POPULATION, LISTENERS_PER_ID } from '../catalogue/listenerIds.ts';
import {
  addListeners,
  emptySketch,
  estimateListeners,
  mergeSketch,
  SKETCH_REGISTERS,
} from '../catalogue/listenerSketch.ts';
import type { CatalogueIdentity } from '../catalogue/loadedCatalogue.ts';
import type { CatalogueModelData } from './buildCatalogueModel.ts';

/** What a set of inventory items sells in a week. */
export type InventorySupply = {
  weeklyImpressions: number;
  /** The impression-weighted CPM floor of its items (0 when they sell nothing). */
  cpmFloor: number;
  /**
   * Its unique listeners in a week: the union of its items' listener sketches, estimated and scaled
   * to real listeners. Computed when first asked (only reach and frequency caps need it).
   */
  weeklyListeners(): number;
};

const listenersOf = (sketch: Uint8Array) =>
  Math.min(LISTENER_POPULATION, Math.round(estimateListeners(sketch) * LISTENERS_PER_ID));

function lazy(compute: () => number): () => number {
  let value: number | undefined;
  return () => {
    value ??= compute();
    return value;
  };
}

/** The whole catalogue's weekly listeners by brand-safety exclusion, per model: exclusions recur. */
const catalogueListeners = new WeakMap<CatalogueModelData, Map<number, number>>();

/** The whole catalogue of a model less the items touching any brand-safety category of `excluded`. */
export function catalogueSupply(model: CatalogueModelData, excluded: number): InventorySupply {
  const kept = model.groups.flatMap((group, index) => ((group.brandSafety & excluded) === 0 ? [index] : []));
  let weeklyImpressions = 0;
  let floorTimesImpressions = 0;
  for (const index of kept) {
    weeklyImpressions += model.groups[index]?.weeklyImpressions ?? 0;
    floorTimesImpressions += model.groups[index]?.floorTimesImpressions ?? 0;
  }
  return {
    weeklyImpressions,
    cpmFloor: weeklyImpressions > 0 ? floorTimesImpressions / weeklyImpressions : 0,
    weeklyListeners: () => {
      let known = catalogueListeners.get(model);
      if (!known) {
        known = new Map();
        catalogueListeners.set(model, known);
      }
      let listeners = known.get(excluded);
      if (listeners === undefined) {
        const union = emptySketch();
        for (const index of kept) {
          mergeSketch(
            union,
            model.sketches.subarray(index * SKETCH_REGISTERS, (index + 1) * SKETCH_REGISTERS),
          );
        }
        listeners = listenersOf(union);
        known.set(excluded, listeners);
      }
      return listeners;
    },
  };
}

/**
 * The items of the catalogue among `ids` (others are ignored), less those touching any brand-safety
 * category of `excluded`; each item's figures are generated when read, as the catalogue generates them.
 */
export function listedSupply(
  catalogue: CatalogueIdentity,
  ids: Iterable<string>,
  excluded: number,
): InventorySupply {
  const listeners: { key: string; audience: number; genres: string[] }[] = [];
  let weeklyImpressions = 0;
  let floorTimesImpressions = 0;
  for (const id of new Set(ids)) {
    const item = catalogueItemOf(catalogue, id);
    if (!item) continue;
    const profile = catalogueItemProfile(catalogue.seed, item.collection, item.n);
    const supply = itemSupply(profile.key, profile.type, profile.genres, profile.frequency);
    if ((supply.brand_safety & excluded) !== 0) continue;
    weeklyImpressions += supply.weekly_impressions;
    floorTimesImpressions += supply.cpm_floor * supply.weekly_impressions;
    listeners.push({ key: profile.key, audience: supply.audience_size, genres: profile.genres });
  }
  return {
    weeklyImpressions,
    cpmFloor: weeklyImpressions > 0 ? floorTimesImpressions / weeklyImpressions : 0,
    weeklyListeners: lazy(() => {
      const union = emptySketch();
      for (const { key, audience, genres } of listeners)
        addListeners(union, itemListenerIds(key, audience, genres));
      return listenersOf(union);
    }),
  };
}

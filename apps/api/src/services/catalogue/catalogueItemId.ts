import { SEARCH_COLLECTIONS, type SearchCollection } from '@earshot/validators';
import { collectionSizes, ID_PREFIX } from './generateCatalogue.ts';
import type { CatalogueIdentity } from './loadedCatalogue.ts';

const ID_PATTERN = /^(pod|rad|str|emg)-(\d{6,})$/;

/**
 * The collection and number (from 1) of an item id of the catalogue (`pod-000042` → podcast 42), or
 * `undefined` when no item of the catalogue has that id (another shape, or past its collection's size).
 */
export function catalogueItemOf(
  catalogue: CatalogueIdentity,
  id: string,
): { collection: SearchCollection; n: number } | undefined {
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  const entry = SEARCH_COLLECTIONS.find(({ type }) => ID_PREFIX[type] === match[1]);
  const n = Number(match[2]);
  if (!entry || String(n).padStart(6, '0') !== match[2]) return undefined;
  return n >= 1 && n <= collectionSizes(catalogue.size)[entry.type]
    ? { collection: entry.value, n }
    : undefined;
}

import type { InventoryItem } from '@earshot/sdk-core';
import { Button } from '../Button/Button.tsx';
import { useContentCategoryLabel } from '../i18n/contentCategories/useContentCategoryLabel.ts';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { InventoryFigures } from './InventoryFigures.tsx';
import * as styles from './InventorySearch.css.ts';

/** Props of {@link SearchResults}. */
export interface SearchResultsProps {
  hits: readonly { document: InventoryItem; vector_distance?: number }[];
  addedIds: ReadonlySet<string>;
  /** Without it, no "Add" buttons (read-only). */
  onAdd: ((item: InventoryItem) => void) | undefined;
  onMoreLikeThis: (item: InventoryItem) => void;
}

/**
 * One page of inventory items with their supplier, genres (named in the provider's locale), audience
 * and price, each with "Add" and "More like this".
 */
export function SearchResults({ hits, addedIds, onAdd, onMoreLikeThis }: SearchResultsProps) {
  const t = useInventoryMessage();
  const format = useFormatters();
  const genreLabel = useContentCategoryLabel();
  return (
    <ul className={styles.results}>
      {hits.map(({ document: item, vector_distance }) => {
        const details = [
          item.supply,
          item.genres.map(genreLabel).join(', '),
          item.episode_count === undefined
            ? null
            : t('inventorySearch.episodes', { count: format.number(item.episode_count) }),
          item.frequency === undefined
            ? null
            : t('inventorySearch.frequency', { count: format.number(item.frequency) }),
          vector_distance === undefined
            ? null
            : t('inventorySearch.distance', {
                distance: format.number(vector_distance, { maximumFractionDigits: 3 }),
              }),
        ].filter(Boolean);
        const added = addedIds.has(item.id);
        return (
          <li key={item.id} className={styles.result} data-added={added || undefined}>
            <div className={styles.resultText}>
              <h3 className={styles.resultName}>{item.name}</h3>
              <p className={styles.muted}>{details.join(' · ')}</p>
              <InventoryFigures item={item} />
              {item.description ? <p className={styles.muted}>{item.description}</p> : null}
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" size="small" onPress={() => onMoreLikeThis(item)}>
                {t('inventorySearch.moreLikeThis', { name: item.name })}
              </Button>
              {onAdd ? (
                <Button
                  size="small"
                  isDisabled={added}
                  aria-label={t(added ? 'inventorySearch.added' : 'inventorySearch.add', { name: item.name })}
                  onPress={() => onAdd(item)}
                >
                  {t(added ? 'inventorySearch.added.short' : 'inventorySearch.add.short')}
                </Button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

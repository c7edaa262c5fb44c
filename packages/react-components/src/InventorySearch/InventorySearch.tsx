import { buildFilterBy, type InventoryItem, type InventorySearchClientOptions } from '@earshot/sdk-core';
import { type SavedSearch, SEARCH_LIMITS, type SearchCollection } from '@earshot/validators';
import { useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { SearchField } from '../SearchField/SearchField.tsx';
import { Select } from '../Select/Select.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { FACET_FIELDS, type FacetField, FacetFilters, type Ranges } from './FacetFilters.tsx';
import * as styles from './InventorySearch.css.ts';
import { SearchResults } from './SearchResults.tsx';
import { useInventorySearch } from './useInventorySearch.ts';

/** Page sizes offered; the service allows at most 250 (spec §9). */
const PAGE_SIZES = [SEARCH_LIMITS.defaultPerPage, 25, 50, 100, SEARCH_LIMITS.maxPerPage];

/** Props of {@link InventorySearch}. */
export interface InventorySearchProps {
  /** Where the search service is and its search-only key (`createInventorySearchClient`'s options). */
  search: InventorySearchClientOptions;
  /** The collection searched, e.g. 'podcast_v2' for a podcast playlist. */
  collection: SearchCollection;
  /** The advertiser's deal ids: only open inventory in these deals is found (spec §9). */
  deals: readonly string[];
  /**
   * Items already in the playlist; their "Add" buttons show "added".
   * @default none
   */
  addedIds?: ReadonlySet<string>;
  /**
   * Adds an item to the playlist; without it the results have no "Add" buttons.
   * @default undefined
   */
  onAddItem?: (item: InventoryItem) => void;
  /**
   * Keeps the current search with the playlist; without it there is no "Add this search" button.
   * @default undefined
   */
  onSaveSearch?: (search: SavedSearch) => void;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
}

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Searches one inventory collection: free text, facets with counts (genres, exchange, supply),
 * episode_count and frequency ranges, pages of up to 250 hits, and "More like this" by vector
 * similarity. Open inventory in the advertiser's deals only, as the spec's default filters say.
 */
export function InventorySearch({
  search,
  collection,
  deals,
  addedIds = NO_IDS,
  onAddItem,
  onSaveSearch,
  className,
}: InventorySearchProps) {
  const t = useInventoryMessage();
  const headingId = useId();
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Partial<Record<FacetField, string[]>>>({});
  const [ranges, setRanges] = useState<Ranges>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(SEARCH_LIMITS.defaultPerPage);
  const [similarTo, setSimilarTo] = useState<InventoryItem | null>(null);
  const params = { collection, q, deals, filters, ranges, facetBy: FACET_FIELDS, page, perPage };
  const result = useInventorySearch(search, params, similarTo?.id ?? null);
  const data = result.data;
  const pages = Math.max(1, Math.ceil((data?.found ?? 0) / perPage));

  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const saveSearch = () =>
    onSaveSearch?.({
      collection,
      q: q.trim() || '*',
      filter_by: buildFilterBy({ deals, filters, ranges }),
      facets: Object.fromEntries(Object.entries(filters).filter(([, values]) => values.length > 0)),
    });

  return (
    <search aria-labelledby={headingId} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.column}>
        <h2 id={headingId} className={styles.legend}>
          {t('inventorySearch.filters')}
        </h2>
        <FacetFilters
          facetCounts={data?.facet_counts ?? []}
          filters={filters}
          ranges={ranges}
          onFiltersChange={restart(setFilters)}
          onRangesChange={restart(setRanges)}
        />
      </div>
      <div className={styles.column}>
        <SearchField label={t('inventorySearch.query')} value={q} onChange={restart(setQ)} />
        <div className={styles.toolbar}>
          <p className={styles.muted} aria-live="polite">
            {similarTo
              ? t('inventorySearch.similarTo', { name: similarTo.name })
              : data
                ? t('inventorySearch.found', { count: data.found })
                : null}
          </p>
          <div className={styles.actions}>
            {similarTo ? (
              <Button variant="secondary" size="small" onPress={() => restart(setSimilarTo)(null)}>
                {t('inventorySearch.backToResults')}
              </Button>
            ) : null}
            {onSaveSearch && !similarTo ? (
              <Button variant="secondary" size="small" onPress={saveSearch}>
                {t('inventorySearch.saveSearch')}
              </Button>
            ) : null}
          </div>
        </div>
        {result.isError ? (
          <p role="alert" className={styles.error}>
            {t('inventorySearch.error')}
          </p>
        ) : !data ? (
          <Skeleton lines={4} label={t('inventorySearch.loading')} />
        ) : data.hits.length === 0 ? (
          <p className={styles.message}>{t('inventorySearch.empty')}</p>
        ) : (
          <SearchResults
            hits={data.hits}
            addedIds={addedIds}
            onAdd={onAddItem}
            onMoreLikeThis={(item) => restart(setSimilarTo)(item)}
          />
        )}
        <nav aria-label={t('inventorySearch.label')} className={styles.toolbar}>
          <Select
            label={t('inventorySearch.perPage')}
            selectedKey={perPage}
            onSelectionChange={(key) => restart(setPerPage)(Number(key))}
            items={PAGE_SIZES.map((size) => ({ id: size }))}
          >
            {(item) => <ListBoxItem id={item.id}>{String(item.id)}</ListBoxItem>}
          </Select>
          <div className={styles.actions}>
            <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
              {t('inventorySearch.previous')}
            </Button>
            <span className={styles.muted}>{t('inventorySearch.page', { page, pages })}</span>
            <Button
              variant="secondary"
              size="small"
              isDisabled={page >= pages}
              onPress={() => setPage(page + 1)}
            >
              {t('inventorySearch.next')}
            </Button>
          </div>
        </nav>
      </div>
    </search>
  );
}

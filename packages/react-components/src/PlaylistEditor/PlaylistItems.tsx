import {
  createInventorySearchClient,
  type InventoryItem,
  type InventorySearchClientOptions,
} from '@earshot/sdk-core';
import type { SearchCollection } from '@earshot/validators';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../Button/Button.tsx';
import { InventoryFigures } from '../InventorySearch/InventoryFigures.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './PlaylistEditor.css.ts';

/** Props of {@link PlaylistItems}. */
export interface PlaylistItemsProps {
  ids: readonly string[];
  collection: SearchCollection;
  search: InventorySearchClientOptions;
  /** Items added in this session, already known by name. */
  known: ReadonlyMap<string, InventoryItem>;
  /** Without it the list is read-only. */
  onRemove: ((id: string) => void) | undefined;
  /** The combined reach the saved playlist has; null for a playlist not saved yet. */
  savedReach: number | null;
  /** The items differ from the saved ones, so the saved reach is out of date. */
  changed: boolean;
}

/**
 * The playlist's combined reach (listeners counted once across its shows, as the API computes it on
 * save) and its inventory items by name with their audience and CPM floor (looked up by id in the
 * search service), each removable.
 */
export function PlaylistItems({
  ids,
  collection,
  search,
  known,
  onRemove,
  savedReach,
  changed,
}: PlaylistItemsProps) {
  const t = useInventoryMessage();
  const { number } = useFormatters();
  const client = useMemo(() => createInventorySearchClient(search), [search]);
  const unknown = ids.filter((id) => !known.has(id));
  const fetched = useQuery({
    queryKey: ['earshot', 'inventory-items', search.baseUrl, collection, unknown],
    queryFn: ({ signal }) => client.fetchByIds(collection, unknown, signal),
    enabled: unknown.length > 0,
  });
  const items = new Map([...(fetched.data ?? []), ...known.values()].map((item) => [item.id, item]));
  return (
    <section className={styles.section} aria-live="polite">
      <h2 className={styles.heading}>{t('playlistEditor.items', { count: ids.length })}</h2>
      {savedReach === null ? (
        ids.length > 0 ? (
          <p className={styles.muted}>{t('playlistEditor.reachNew')}</p>
        ) : null
      ) : (
        <p className={styles.reach}>
          <span className={styles.reachFigure}>
            {t('playlistEditor.reach', {
              count: number(savedReach, { notation: 'compact' }),
            })}
          </span>
          <span className={styles.muted}>
            {t(changed ? 'playlistEditor.reachUnsaved' : 'playlistEditor.reachNote')}
          </span>
        </p>
      )}
      {ids.length === 0 ? (
        <p className={styles.muted}>{t('playlistEditor.noItems')}</p>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => {
            const item = items.get(id);
            const name = item?.name ?? id;
            return (
              <li key={id} className={styles.listItem}>
                <span className={styles.itemText}>
                  <span>{name}</span>
                  {item ? <InventoryFigures item={item} brief /> : null}
                </span>
                {onRemove ? (
                  <Button
                    variant="quiet"
                    size="small"
                    aria-label={t('playlistEditor.remove', { name })}
                    onPress={() => onRemove(id)}
                  >
                    {t('playlistEditor.remove.short')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

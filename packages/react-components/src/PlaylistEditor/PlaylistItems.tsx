import {
  createInventorySearchClient,
  type InventoryItem,
  type InventorySearchClientOptions,
} from '@earshot/sdk-core';
import type { SearchCollection } from '@earshot/validators';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../Button/Button.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
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
}

/** The playlist's inventory items by name (looked up by id in the search service), each removable. */
export function PlaylistItems({ ids, collection, search, known, onRemove }: PlaylistItemsProps) {
  const t = useInventoryMessage();
  const client = useMemo(() => createInventorySearchClient(search), [search]);
  const unknown = ids.filter((id) => !known.has(id));
  const fetched = useQuery({
    queryKey: ['earshot', 'inventory-items', search.baseUrl, collection, unknown],
    queryFn: ({ signal }) => client.fetchByIds(collection, unknown, signal),
    enabled: unknown.length > 0,
  });
  const names = new Map([...(fetched.data ?? []), ...known.values()].map((item) => [item.id, item.name]));
  return (
    <section className={styles.section} aria-live="polite">
      <h2 className={styles.heading}>{t('playlistEditor.items', { count: ids.length })}</h2>
      {ids.length === 0 ? (
        <p className={styles.muted}>{t('playlistEditor.noItems')}</p>
      ) : (
        <ul className={styles.list}>
          {ids.map((id) => {
            const name = names.get(id) ?? id;
            return (
              <li key={id} className={styles.listItem}>
                <span>{name}</span>
                {onRemove ? (
                  <Button variant="quiet" size="small" onPress={() => onRemove(id)}>
                    {t('playlistEditor.remove', { name })}
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

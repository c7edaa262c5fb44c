import { type SavedSearch, SEARCH_COLLECTIONS } from '@earshot/validators';
import { Button } from '../Button/Button.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import * as styles from './PlaylistEditor.css.ts';

/** Props of {@link SavedSearches}. */
export interface SavedSearchesProps {
  searches: readonly SavedSearch[];
  /** Without it the list is read-only. */
  onChange: ((searches: SavedSearch[]) => void) | undefined;
}

/** The searches kept with the playlist, each removable. */
export function SavedSearches({ searches, onChange }: SavedSearchesProps) {
  const t = useInventoryMessage();
  if (searches.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{t('playlistEditor.searches')}</h2>
      <ul className={styles.list}>
        {searches.map((search, index) => {
          const type =
            SEARCH_COLLECTIONS.find((entry) => entry.value === search.collection)?.type ?? 'podcast';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same search may be kept twice; order is identity
            <li key={index} className={styles.listItem}>
              <span>
                {t('playlistEditor.searchSummary', { collection: t(`playlistType.${type}`), q: search.q })}
              </span>
              {onChange ? (
                <Button
                  variant="quiet"
                  size="small"
                  onPress={() => onChange(searches.filter((_, other) => other !== index))}
                >
                  {t('playlistEditor.removeSearch', { q: search.q })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

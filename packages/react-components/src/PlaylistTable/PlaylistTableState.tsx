import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { useInventoryMessage } from '../i18n/inventory/useInventoryMessage.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './PlaylistTable.css.ts';

/** Props of {@link PlaylistTableState}. */
export interface PlaylistTableStateProps {
  state: 'loading' | 'error' | 'empty';
  onRetry: (() => void) | undefined;
  emptyState: ReactNode;
}

/** What the table shows instead of rows while loading, after a failure, or with no playlists. */
export function PlaylistTableState({ state, onRetry, emptyState }: PlaylistTableStateProps) {
  const t = useInventoryMessage();
  if (state === 'loading') {
    return <Skeleton lines={6} label={t('playlistTable.loading')} className={styles.state} />;
  }
  if (state === 'error') {
    return (
      <div role="alert" className={styles.state}>
        <h2 className={styles.stateTitle}>{t('playlistTable.error.title')}</h2>
        {onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {t('playlistTable.error.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    emptyState ?? (
      <EmptyState title={t('playlistTable.empty.title')} description={t('playlistTable.empty.description')} />
    )
  );
}

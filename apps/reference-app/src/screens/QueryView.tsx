import { Button, Skeleton } from '@earshot/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAppMessage } from '../i18n/useAppMessage.ts';

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  /** The resource query. */
  query: UseQueryResult<T, unknown>;
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
}

/** A resource's three states: a skeleton while loading, the error with a retry, then the data. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const t = useAppMessage();
  if (query.isPending) return <Skeleton label={t('screen.loading')} />;
  if (query.isError) {
    return (
      <div role="alert">
        <p>{t('screen.loadFailed')}</p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          {t('screen.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

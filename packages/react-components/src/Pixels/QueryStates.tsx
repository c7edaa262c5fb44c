import type { ApiError } from '@earshot/sdk-core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../LoadFailed/LoadFailed.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { usePixelsMessage } from './usePixelsMessage.ts';

/** Props of {@link QueryStates}. */
export interface QueryStatesProps<TData> {
  query: UseQueryResult<TData, ApiError>;
  /** How many skeleton lines stand for the content while it loads. */
  lines: number;
  /** What failed, e.g. 'The events could not be loaded.'; a Retry button follows it. */
  loadFailed: string;
  /** The content, once the data is there. */
  children: (data: TData) => ReactNode;
}

/** A section's content from one query: a skeleton while it loads, the failure with Retry, then the data. */
export function QueryStates<TData>({ query, lines, loadFailed, children }: QueryStatesProps<TData>) {
  const t = usePixelsMessage();
  if (query.isPending) return <Skeleton lines={lines} label={t('pixels.loading')} />;
  if (query.isError) {
    return (
      <LoadFailed
        variant="inline"
        size="small"
        announce="message"
        message={loadFailed}
        retryLabel={t('pixels.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

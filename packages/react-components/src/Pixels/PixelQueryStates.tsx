import type { ReactNode } from 'react';
import { usePixelsMessage } from '../i18n/pixels/usePixelsMessage.ts';
import { QueryStates, type QueryStatesData, type QueryStatesInput } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

/** Props of {@link PixelQueryStates}. */
export interface PixelQueryStatesProps<TQuery extends QueryStatesInput> {
  /** The section's query. */
  query: TQuery;
  /** How many placeholder lines stand for the data while it loads. */
  lines: number;
  /** What failed, e.g. 'The events could not be loaded.'. */
  loadFailed: string;
  /** Renders the loaded data. */
  children: (data: QueryStatesData<TQuery>) => ReactNode;
}

/**
 * The states of a pixel section's data: a placeholder announced as 'Loading…', then the failure beside a
 * small Retry (announcing only the message), or the data.
 */
export function PixelQueryStates<const TQuery extends QueryStatesInput>({
  query,
  lines,
  loadFailed,
  children,
}: PixelQueryStatesProps<TQuery>) {
  const t = usePixelsMessage();
  return (
    <QueryStates
      query={query}
      loading={<Skeleton lines={lines} label={t('pixels.loading')} />}
      loadFailed={loadFailed}
      retryLabel={t('pixels.retry')}
      failure={{ variant: 'inline', size: 'small', announce: 'message' }}
    >
      {children}
    </QueryStates>
  );
}

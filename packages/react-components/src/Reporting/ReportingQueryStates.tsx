import type { ReactNode } from 'react';
import { useDashboardMessage } from '../i18n/dashboard/useDashboardMessage.ts';
import { QueryStates, type QueryStatesData, type QueryStatesInput } from '../QueryStates/QueryStates.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

/** Props of {@link ReportingQueryStates}. */
export interface ReportingQueryStatesProps<TQuery extends QueryStatesInput> {
  /** The report's query. */
  query: TQuery;
  /** How many placeholder lines stand for the report while it loads. */
  lines: number;
  /** What loads, announced while it does. */
  loadingLabel: string;
  /** What failed, e.g. 'The report could not be loaded.'. */
  loadFailed: string;
  /**
   * The label of the button that loads the report again.
   * @default the translated 'Try again' (`reporting.retry`)
   */
  retryLabel?: string;
  /** Renders the loaded report. */
  children: (data: QueryStatesData<TQuery>) => ReactNode;
}

/** The states of a report or dashboard's data: a placeholder, a failure panel with Retry, then the data. */
export function ReportingQueryStates<const TQuery extends QueryStatesInput>({
  query,
  lines,
  loadingLabel,
  loadFailed,
  retryLabel,
  children,
}: ReportingQueryStatesProps<TQuery>) {
  const t = useDashboardMessage();
  return (
    <QueryStates
      query={query}
      loading={<Skeleton lines={lines} label={loadingLabel} />}
      loadFailed={loadFailed}
      retryLabel={retryLabel ?? t('reporting.retry')}
      failure={{ variant: 'panel' }}
    >
      {children}
    </QueryStates>
  );
}

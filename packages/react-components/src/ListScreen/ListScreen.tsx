import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { QueryStates, type QueryStatesData, type QueryStatesInput } from '../QueryStates/QueryStates.tsx';
import { screenColumn } from '../theme/screen.css.ts';
import { screenState } from './screenState.ts';

/** Props of {@link ListScreen}. */
export interface ListScreenProps<TQuery extends QueryStatesInput> {
  /** The screen's title, its `h1`. */
  title: string;
  /** The line under the title. */
  description: ReactNode;
  /**
   * The screen's actions at the end of the header, e.g. a link creating an item.
   * @default undefined
   */
  actions?: ReactNode;
  /** The list's query, e.g. `useAudiences(advertiserId)`. */
  query: TQuery;
  /** What stands for the list while it loads, e.g. a `Skeleton` naming what loads. */
  loading: ReactNode;
  /** What failed, e.g. 'The audiences could not be loaded.'. */
  loadFailed: string;
  /** The label of the button that loads the list again. */
  retryLabel: string;
  /**
   * Marks the screen `data-readonly` for styling and tests.
   * @default false
   */
  isReadOnly?: boolean;
  /** Renders the loaded list. */
  children: (data: QueryStatesData<TQuery>) => ReactNode;
}

/**
 * A screen listing one resource: the header with its actions, then the list's loading placeholder, its
 * failure (a panel with Retry) or the list itself; `data-state` says which.
 */
export function ListScreen<const TQuery extends QueryStatesInput>({
  title,
  description,
  actions,
  query,
  loading,
  loadFailed,
  retryLabel,
  isReadOnly = false,
  children,
}: ListScreenProps<TQuery>) {
  return (
    <section
      className={screenColumn.md}
      data-state={screenState(query)}
      data-readonly={isReadOnly || undefined}
    >
      <PageHeader title={title} description={description} actions={actions} />
      <QueryStates
        query={query}
        loading={loading}
        loadFailed={loadFailed}
        retryLabel={retryLabel}
        failure={{ variant: 'panel' }}
      >
        {children}
      </QueryStates>
    </section>
  );
}

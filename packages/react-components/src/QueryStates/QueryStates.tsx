import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect } from 'react';
import { LoadFailed, type LoadFailedProps } from '../LoadFailed/LoadFailed.tsx';
import { PlatformContext } from '../PlatformProvider/PlatformContext.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';

/** A query result of any resource hook. */
type AnyQuery = UseQueryResult<unknown, unknown>;

/** One query, or several whose data shows together. */
export type QueryStatesInput = AnyQuery | readonly AnyQuery[];

/** The data {@link QueryStates} hands to its children: one query's data, or a tuple of each query's. */
export type QueryStatesData<TQuery extends QueryStatesInput> = TQuery extends readonly AnyQuery[]
  ? { -readonly [K in keyof TQuery]: TQuery[K] extends UseQueryResult<infer TData, unknown> ? TData : never }
  : TQuery extends UseQueryResult<infer TData, unknown>
    ? TData
    : never;

/** Props of {@link QueryStates}. */
export interface QueryStatesProps<TQuery extends QueryStatesInput> {
  /** The query, e.g. `useCampaigns(advertiserId)`, or several as a tuple: the data shows once all have loaded. */
  query: TQuery;
  /**
   * What stands for the content while it loads (also while a query waits for a missing parameter).
   * @default a three-line `Skeleton` announced as the translated 'Loading…'
   */
  loading?: ReactNode;
  /**
   * What failed, e.g. 'The events could not be loaded.'; with several queries, a function of the index
   * of the first that failed can name it.
   */
  loadFailed: string | ((failedIndex: number) => string);
  /** The label of the button that loads the failed queries again. */
  retryLabel: string;
  /**
   * The layout of the failure: `variant`, `size` of the Retry button and what is announced.
   * @default LoadFailed's defaults: stacked, the whole block announced
   */
  failure?: Pick<LoadFailedProps, 'variant' | 'size' | 'announce'>;
  /**
   * What shows instead of the children when the data is empty (see `isEmpty`).
   * @default none: the children render empty data themselves
   */
  empty?: ReactNode;
  /**
   * Whether the loaded data counts as empty, for `empty`.
   * @default the data (with several queries, the first query's) is an empty array
   */
  isEmpty?: (data: QueryStatesData<TQuery>) => boolean;
  /** Renders the loaded data. */
  children: (data: QueryStatesData<TQuery>) => ReactNode;
}

const isQueryList = (query: QueryStatesInput): query is readonly AnyQuery[] => Array.isArray(query);

/**
 * A resource's states from its query (or several): the loading placeholder, the failure with Retry,
 * the empty state, then the data. A failure wins over loading, so a half-loaded screen says what failed.
 */
export function QueryStates<const TQuery extends QueryStatesInput>({
  query,
  loading,
  loadFailed,
  retryLabel,
  failure,
  empty,
  isEmpty,
  children,
}: QueryStatesProps<TQuery>) {
  const input: QueryStatesInput = query;
  const queries = isQueryList(input) ? input : [input];
  const failed = queries.filter((each) => each.isError);
  if (failed[0]) {
    const message = typeof loadFailed === 'function' ? loadFailed(queries.indexOf(failed[0])) : loadFailed;
    return (
      <>
        <LoadErrorReport error={failed[0].error} message={message} />
        <LoadFailed
          {...failure}
          message={message}
          retryLabel={retryLabel}
          onRetry={() => void Promise.all(failed.map((each) => each.refetch()))}
        />
      </>
    );
  }
  if (queries.some((each) => each.isPending)) return <>{loading ?? <Skeleton />}</>;
  const data = (isQueryList(input) ? input.map((each) => each.data) : input.data) as QueryStatesData<TQuery>;
  if (empty !== undefined) {
    const main = isQueryList(input) ? (data as unknown[])[0] : data;
    if (isEmpty ? isEmpty(data) : Array.isArray(main) && main.length === 0) return <>{empty}</>;
  }
  return <>{children(data)}</>;
}

/** Tells the provider's `onLoadError` of a failure, once per error. */
function LoadErrorReport({ error, message }: { error: unknown; message: string }) {
  const report = useContext(PlatformContext)?.reportLoadError;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new error is a new failure; the message follows it.
  useEffect(() => {
    report?.({ error, message });
  }, [error, report]);
  return null;
}

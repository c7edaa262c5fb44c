import type { UseQueryResult } from '@tanstack/react-query';

type AnyQuery = UseQueryResult<unknown, unknown>;

/** What a screen's `data-state` says: one of its queries failed, one still loads, or all are ready. */
export type ScreenState = 'error' | 'loading' | 'ready';

/** The `data-state` of a screen showing the data of one query or several; a failure wins over loading. */
export function screenState(query: AnyQuery | readonly AnyQuery[]): ScreenState {
  const queries = ([] as readonly AnyQuery[]).concat(query);
  if (queries.some((each) => each.isError)) return 'error';
  return queries.some((each) => each.isPending) ? 'loading' : 'ready';
}

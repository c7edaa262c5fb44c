import type { ApiError, PlatformQueryOptions } from '@earshot/sdk-core';
import {
  type QueryFunction,
  type QueryKey,
  skipToken,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/** Options every resource query hook accepts: TanStack Query's, without the key and fetcher. */
export type PlatformQueryHookOptions<TData> = Omit<UseQueryOptions<TData, ApiError>, 'queryKey' | 'queryFn'>;

/** Stands in for the key of a query whose required parameter is still missing. */
const WAITING_KEY = ['earshot', 'waiting-for-parameters'] as const;

/**
 * The one base of every resource query hook: builds sdk-core's query options with the provider's
 * client and hands them to `useQuery`. While a required parameter (e.g. the advertiser) is missing,
 * sdk-core's factory throws a TypeError naming it; the query then waits, disabled, instead of failing.
 */
export function usePlatformQuery<TData, TKey extends QueryKey>(
  build: (client: ReturnType<typeof usePlatform>['client']) => PlatformQueryOptions<TData, TKey>,
  options: PlatformQueryHookOptions<TData> = {},
): UseQueryResult<TData, ApiError> {
  const { client } = usePlatform();
  let built: PlatformQueryOptions<TData, TKey> | null = null;
  try {
    built = build(client);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  return useQuery<TData, ApiError>(
    built
      ? // The fetcher is only ever called with the key it was built with, so widening TKey is safe.
        { ...options, queryKey: built.queryKey, queryFn: built.queryFn as QueryFunction<TData> }
      : { ...options, queryKey: WAITING_KEY, queryFn: skipToken },
  );
}

/** The data type of an sdk-core query factory, e.g. `QueryData<typeof listCampaignsQuery>`. */
export type QueryData<F extends (...args: never[]) => { queryFn: (...args: never[]) => unknown }> = Awaited<
  ReturnType<ReturnType<F>['queryFn']>
>;

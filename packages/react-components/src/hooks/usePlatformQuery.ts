import type { ApiError, PlatformQueryOptions } from '@earshot/sdk-core';
import {
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  skipToken,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/** Options every resource query hook accepts: TanStack Query's, without the key and fetcher. */
export type PlatformQueryHookOptions<TData> = Omit<UseQueryOptions<TData, ApiError>, 'queryKey' | 'queryFn'>;

/** Builds sdk-core's query options with the provider's client. */
export type PlatformQueryBuilder<TData, TKey extends QueryKey> = (
  client: ReturnType<typeof usePlatform>['client'],
) => PlatformQueryOptions<TData, TKey>;

/** Stands in for the key of a query skipped until its required parameters are there. */
const WAITING_KEY = ['earshot', 'waiting-for-parameters'] as const;

/**
 * The one base of every resource query hook: builds sdk-core's query options with the provider's
 * client and hands them to `useQuery`. The caller passes `skipToken` instead of a builder while a
 * required parameter (e.g. the advertiser) is missing; the query then waits, disabled. Whatever the
 * builder throws propagates: sdk-core's factories throw only when called without a required
 * parameter, which is a bug of the caller once it decides first.
 */
export function usePlatformQuery<TData, TKey extends QueryKey>(
  build: PlatformQueryBuilder<TData, TKey> | SkipToken,
  options: PlatformQueryHookOptions<TData> = {},
): UseQueryResult<TData, ApiError> {
  const { client } = usePlatform();
  const built = build === skipToken ? null : build(client);
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

import type { ApiError, PlatformClient, PlatformQueryOptions } from '@earshot/sdk-core';
import { type QueryKey, skipToken, type UseQueryResult } from '@tanstack/react-query';
import { allGiven } from './allGiven.ts';
import { type PlatformQueryHookOptions, type QueryData, usePlatformQuery } from './usePlatformQuery.ts';

/**
 * An sdk-core query factory: the client, then what the read names. sdk-core's factories take each
 * parameter they require as `null` or `undefined` too, and throw for it; their hooks wait instead.
 */
type QueryFactory = (
  client: PlatformClient,
  ...params: never[]
) => { queryKey: QueryKey; queryFn: (...args: never[]) => unknown };

/** The parameters of a query factory after the client, with their names. */
type FactoryParams<F extends QueryFactory> = F extends (client: PlatformClient, ...params: infer P) => unknown
  ? P
  : never;

/** The factory's parameters under the names of `Names` (a labelled tuple), each keeping its type. */
type Named<Params extends unknown[], Names extends unknown[]> = {
  [K in keyof Names]: K extends keyof Params ? Params[K] : never;
};

/** A resource query hook: the factory's parameters, then TanStack Query's options. */
type QueryHook<Params extends unknown[], TData> = (
  ...args: [...Params, options?: PlatformQueryHookOptions<TData>]
) => UseQueryResult<TData, ApiError>;

/**
 * A hook passing its first `passed` arguments to `factory` and the next one as options. Until the
 * first `waited` are all given (as {@link allGiven} judges) the query waits, disabled, on `skipToken`.
 */
function deriveQueryHook<TData>(factory: QueryFactory, waited: number, passed: number) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per hook, at module level: each hook keeps one identity.
  return function useFactoryQuery(...args: unknown[]): UseQueryResult<TData, ApiError> {
    const params = args.slice(0, passed) as never[];
    const options = args[passed] as PlatformQueryHookOptions<TData> | undefined;
    return usePlatformQuery(
      allGiven(...params.slice(0, waited))
        ? (client) => factory(client, ...params) as PlatformQueryOptions<TData, QueryKey>
        : skipToken,
      options,
    );
  };
}

/**
 * Derives a resource query hook from an sdk-core query factory: the hook takes the factory's
 * parameters, then TanStack Query's options, e.g. `useCampaigns(advertiserId, options?)`, and waits,
 * disabled, until all those parameters are given. `Names` renames them where the factory's names are
 * generic, e.g. `[advertiserId: unknown, assetUuid: unknown]` for `itemId`; their types stay. The
 * factory declares its parameters plainly (no default, no rest), so its `length` counts them.
 */
export function queryHook<F extends QueryFactory, Names extends unknown[] = FactoryParams<F>>(
  factory: F,
): QueryHook<Named<FactoryParams<F>, Names>, QueryData<F>> {
  return deriveQueryHook(factory, factory.length - 1, factory.length - 1);
}

/**
 * Like {@link queryHook}, for a factory that takes a query-string object after the parameters it
 * requires, e.g. `useReports(advertiserId, params?, options?)`: the hook waits for those, not for
 * the object. The factory's `length` counts the client and the required parameters.
 */
export function paramsQueryHook<F extends QueryFactory>(
  factory: F,
): QueryHook<FactoryParams<F>, QueryData<F>> {
  return deriveQueryHook(factory, factory.length - 1, factory.length);
}

import type { DataTag, MutationOptions, QueryClient, QueryFunction, QueryKey } from '@tanstack/query-core';
import { ApiError } from '../apiError.ts';
import type { PlatformClient } from '../client.ts';
import type { components, operations } from '../generated/api.d.ts';
import { earshotKeys } from './keys.ts';

export type { PlatformClient };

/** A schema of the contract, e.g. `Schema<'Campaign'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The query-string parameters of an operation. */
export type QueryParams<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** Query options for `useQuery`, `fetchQuery`, `prefetchQuery`: a key tagged with the data type and a fetcher. */
export interface PlatformQueryOptions<TData, TKey extends QueryKey = QueryKey> {
  queryKey: DataTag<TKey, TData, ApiError>;
  queryFn: QueryFunction<TData, TKey>;
}

/** Mutation options for `useMutation` or a `MutationObserver`; `onSuccess` invalidates what changed. */
export type PlatformMutationOptions<TData, TVariables> = MutationOptions<TData, ApiError, TVariables> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
};

/** What an openapi-fetch call resolves to. */
interface FetchResult<TData> {
  data?: TData;
  error?: unknown;
  response: Response;
}

/** Turns openapi-fetch's `{ data, error }` into data or a thrown {@link ApiError}, as the query layer expects. */
export async function unwrap<TData>(call: Promise<FetchResult<TData>>): Promise<TData> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) throw new ApiError(response.status, error);
  return data as TData;
}

/** Throws `message` when a required parameter is missing, before any request. */
export function required<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    throw new TypeError(message);
  }
  return value;
}

/** Builds query options; the key is tagged so `queryClient.getQueryData(key)` is typed. */
export function defineQuery<TData, TKey extends QueryKey>(
  queryKey: TKey,
  fetcher: (signal: AbortSignal) => Promise<TData>,
): PlatformQueryOptions<TData, TKey> {
  return {
    queryKey: queryKey as DataTag<TKey, TData, ApiError>,
    queryFn: ({ signal }) => fetcher(signal),
  };
}

/**
 * Query options with more of `useQuery`'s options beside key and fetcher (`retry`, `staleTime`).
 * Spreading the options in place would make the declarations spell out the key's data tag through
 * TanStack Query's unexported symbols, which a consumer's type check cannot resolve; this keeps
 * {@link PlatformQueryOptions} by name.
 */
export function withQueryOptions<TData, TKey extends QueryKey, TOptions extends object>(
  query: PlatformQueryOptions<TData, TKey>,
  options: TOptions,
): PlatformQueryOptions<TData, TKey> & TOptions {
  return { ...query, ...options };
}

/** Builds mutation options that invalidate the keys `invalidates` names once the write succeeded. */
export function defineMutation<TData, TVariables>(
  queryClient: QueryClient,
  mutationKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: (variables: TVariables, data: TData) => readonly QueryKey[],
): PlatformMutationOptions<TData, TVariables> {
  return {
    mutationKey,
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        invalidates(variables, data).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  };
}

/** The error of a factory called without an advertiser (spec §8: 'advertiserId is required'). */
export const ADVERTISER_REQUIRED = 'advertiserId is required';

/** Query options of a list (or other non-item read) of one advertiser's resource. */
export function advertiserQuery<TData>(
  advertiserId: string | null | undefined,
  resource: string,
  params: object,
  fetcher: (advertiserId: string, signal: AbortSignal) => Promise<TData>,
) {
  const id = required(advertiserId, ADVERTISER_REQUIRED);
  return defineQuery(earshotKeys.list(id, resource, params), (signal) => fetcher(id, signal));
}

/** Mutation options of a write to an advertiser's resources; invalidates each named resource. */
export function advertiserMutation<TVariables extends { advertiserId: string }, TData>(
  queryClient: QueryClient,
  name: string,
  resources: readonly string[],
  write: (variables: TVariables, advertiserId: string) => Promise<TData>,
) {
  return defineMutation<TData, TVariables>(
    queryClient,
    ['earshot', name],
    (variables) => write(variables, required(variables.advertiserId, ADVERTISER_REQUIRED)),
    ({ advertiserId }) => resources.map((resource) => earshotKeys.resource(advertiserId, resource)),
  );
}

import type { ApiError, PlatformClient, PlatformMutationOptions } from '@earshot/sdk-core';
import {
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { usePlatform } from '../PlatformProvider/usePlatform.ts';

/** Options every resource mutation hook accepts: TanStack Query's, without the fetcher. */
export type PlatformMutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, ApiError, TVariables>,
  'mutationFn' | 'mutationKey'
>;

/**
 * The one base of every resource mutation hook: sdk-core's mutation options with the provider's
 * client; its invalidation runs first, then the caller's `onSuccess`.
 */
export function usePlatformMutation<TData, TVariables>(
  build: (client: PlatformClient, queryClient: QueryClient) => PlatformMutationOptions<TData, TVariables>,
  options: PlatformMutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, ApiError, TVariables> {
  const { client, queryClient } = usePlatform();
  const built = build(client, queryClient);
  return useMutation<TData, ApiError, TVariables>({
    ...options,
    mutationKey: built.mutationKey,
    mutationFn: built.mutationFn,
    onSuccess: async (...args) => {
      await built.onSuccess?.(...args);
      await options.onSuccess?.(...args);
    },
  });
}

/** An sdk-core mutation factory: the client and the query client it invalidates. */
export type MutationFactory = (
  client: PlatformClient,
  queryClient: QueryClient,
) => { mutationFn: (variables: never) => Promise<unknown> };

/** The data an sdk-core mutation factory's write answers. */
export type MutationData<F extends MutationFactory> = Awaited<ReturnType<ReturnType<F>['mutationFn']>>;

/** The variables an sdk-core mutation factory's write takes. */
export type MutationVariables<F extends MutationFactory> = Parameters<ReturnType<F>['mutationFn']>[0];

import type { ApiError } from '@earshot/sdk-core';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type MutationData,
  type MutationFactory,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/**
 * Derives a resource mutation hook from an sdk-core mutation factory: the hook takes TanStack
 * Query's options and answers the mutation, whose variables and data are the factory's.
 */
export function mutationHook<F extends MutationFactory>(
  factory: F,
): (
  options?: PlatformMutationHookOptions<MutationData<F>, MutationVariables<F>>,
) => UseMutationResult<MutationData<F>, ApiError, MutationVariables<F>> {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per hook, at module level: each hook keeps one identity.
  return function useFactoryMutation(options) {
    return usePlatformMutation(
      factory as unknown as Parameters<typeof usePlatformMutation<MutationData<F>, MutationVariables<F>>>[0],
      options,
    );
  };
}

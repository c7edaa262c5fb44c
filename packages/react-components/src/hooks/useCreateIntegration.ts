import { createIntegrationMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{agencyId}/integrations (createIntegration). */
export function useCreateIntegration(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createIntegrationMutation>,
    MutationVariables<typeof createIntegrationMutation>
  >,
) {
  return usePlatformMutation(createIntegrationMutation, options);
}

import { updateIntegrationMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export function useUpdateIntegration(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateIntegrationMutation>,
    MutationVariables<typeof updateIntegrationMutation>
  >,
) {
  return usePlatformMutation(updateIntegrationMutation, options);
}

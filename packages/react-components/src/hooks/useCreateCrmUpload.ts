import { createCrmUploadMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/audiences/crm-uploads (createCrmUpload). */
export function useCreateCrmUpload(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createCrmUploadMutation>,
    MutationVariables<typeof createCrmUploadMutation>
  >,
) {
  return usePlatformMutation(createCrmUploadMutation, options);
}

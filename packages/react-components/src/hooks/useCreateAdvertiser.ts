import { createAdvertiserMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies (createAdvertiser): answers the advertiser and the `s3_data` for its logo. */
export function useCreateAdvertiser(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createAdvertiserMutation>,
    MutationVariables<typeof createAdvertiserMutation>
  >,
) {
  return usePlatformMutation(createAdvertiserMutation, options);
}

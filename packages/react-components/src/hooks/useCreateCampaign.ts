import { createCampaignMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{id}/campaigns (createCampaign, multipart); invalidates the advertiser's campaigns. */
export function useCreateCampaign(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createCampaignMutation>,
    MutationVariables<typeof createCampaignMutation>
  >,
) {
  return usePlatformMutation(createCampaignMutation, options);
}

import { updateCampaignMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{id}/campaigns/{campaignId} (updateCampaign, multipart); invalidates the campaigns. */
export function useUpdateCampaign(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateCampaignMutation>,
    MutationVariables<typeof updateCampaignMutation>
  >,
) {
  return usePlatformMutation(updateCampaignMutation, options);
}

import { deleteCampaignMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /companies/{id}/campaigns/{campaignId} (deleteCampaign); invalidates the campaigns. */
export function useDeleteCampaign(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deleteCampaignMutation>,
    MutationVariables<typeof deleteCampaignMutation>
  >,
) {
  return usePlatformMutation(deleteCampaignMutation, options);
}

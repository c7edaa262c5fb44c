import { updateTeamMemberMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export function useUpdateTeamMember(
  options?: PlatformMutationHookOptions<
    MutationData<typeof updateTeamMemberMutation>,
    MutationVariables<typeof updateTeamMemberMutation>
  >,
) {
  return usePlatformMutation(updateTeamMemberMutation, options);
}

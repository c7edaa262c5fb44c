import { deleteTeamMemberMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export function useDeleteTeamMember(
  options?: PlatformMutationHookOptions<
    MutationData<typeof deleteTeamMemberMutation>,
    MutationVariables<typeof deleteTeamMemberMutation>
  >,
) {
  return usePlatformMutation(deleteTeamMemberMutation, options);
}

import { createTeamMembersMutation } from '@earshot/sdk-core';
import {
  type MutationData,
  type MutationVariables,
  type PlatformMutationHookOptions,
  usePlatformMutation,
} from './usePlatformMutation.ts';

/** POST /companies/{teamId}/teams (createTeamMembers): invites several members at once. */
export function useCreateTeamMembers(
  options?: PlatformMutationHookOptions<
    MutationData<typeof createTeamMembersMutation>,
    MutationVariables<typeof createTeamMembersMutation>
  >,
) {
  return usePlatformMutation(createTeamMembersMutation, options);
}

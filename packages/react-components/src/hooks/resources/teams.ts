import {
  createTeamMembersMutation,
  deleteTeamMemberMutation,
  listTeamMembersQuery,
  updateTeamMemberMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. Waits, disabled, until advertiserId is given. */
export const useTeamMembers = queryHook(listTeamMembersQuery);
/** POST /companies/{teamId}/teams (createTeamMembers): invites several members at once. */
export const useCreateTeamMembers = mutationHook(createTeamMembersMutation);
/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export const useUpdateTeamMember = mutationHook(updateTeamMemberMutation);
/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export const useDeleteTeamMember = mutationHook(deleteTeamMemberMutation);

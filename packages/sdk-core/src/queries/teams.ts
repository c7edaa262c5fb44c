import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, type PlatformClient, type Schema, unwrap } from './core.ts';
import { listQuery, writeMutation } from './operationFactories.ts';

/** POST /companies/{teamId}/teams (createTeamMembers): invites several members at once. */
export function createTeamMembersMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createTeamMembers',
    ['team'],
    ({ members }: { advertiserId: string; members: Schema<'TeamMemberInvite'>[] }, teamId) => {
      if (members.length === 0) throw new TypeError('Add at least one team member to invite');
      return unwrap(
        client.POST('/companies/{teamId}/teams', { params: { path: { teamId } }, body: members }),
      );
    },
  );
}

const TEAM_MEMBER = {
  variable: 'memberId',
  param: 'id',
  missing: 'Missing required parameter team member id',
} as const;

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. */
export const listTeamMembersQuery = listQuery('listTeamMembers', '/companies/{teamId}/teams', 'team');

/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export const updateTeamMemberMutation = writeMutation(
  'updateTeamMember',
  'patch',
  '/companies/{teamId}/teams/{id}',
  { invalidates: ['team'], item: TEAM_MEMBER },
);

/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export const deleteTeamMemberMutation = writeMutation(
  'deleteTeamMember',
  'delete',
  '/companies/{teamId}/teams/{id}',
  { invalidates: ['team'], item: TEAM_MEMBER },
);

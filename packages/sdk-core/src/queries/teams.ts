import type { QueryClient } from '@tanstack/query-core';
import {
  advertiserMutation,
  advertiserQuery,
  type PlatformClient,
  required,
  type Schema,
  unwrap,
} from './core.ts';

const RESOURCE = 'team';
const MEMBER_REQUIRED = 'Missing required parameter team member id';

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. */
export function listTeamMembersQuery(client: PlatformClient, advertiserId: string | null | undefined) {
  return advertiserQuery(advertiserId, RESOURCE, {}, (teamId, signal) =>
    unwrap(client.GET('/companies/{teamId}/teams', { params: { path: { teamId } }, signal })),
  );
}

/** POST /companies/{teamId}/teams (createTeamMembers): invites several members at once. */
export function createTeamMembersMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createTeamMembers',
    [RESOURCE],
    ({ members }: { advertiserId: string; members: Schema<'TeamMemberInvite'>[] }, teamId) => {
      if (members.length === 0) throw new TypeError('Add at least one team member to invite');
      return unwrap(
        client.POST('/companies/{teamId}/teams', { params: { path: { teamId } }, body: members }),
      );
    },
  );
}

/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export function updateTeamMemberMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateTeamMember',
    [RESOURCE],
    (
      { memberId, body }: { advertiserId: string; memberId: string; body: Schema<'TeamMemberUpdate'> },
      teamId,
    ) =>
      unwrap(
        client.PATCH('/companies/{teamId}/teams/{id}', {
          params: { path: { teamId, id: required(memberId, MEMBER_REQUIRED) } },
          body,
        }),
      ),
  );
}

/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export function deleteTeamMemberMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'deleteTeamMember',
    [RESOURCE],
    ({ memberId }: { advertiserId: string; memberId: string }, teamId) =>
      unwrap(
        client.DELETE('/companies/{teamId}/teams/{id}', {
          params: { path: { teamId, id: required(memberId, MEMBER_REQUIRED) } },
        }),
      ),
  );
}

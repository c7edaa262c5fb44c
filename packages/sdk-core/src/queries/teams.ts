import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, type PlatformClient, type Schema, unwrap } from './core.ts';

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

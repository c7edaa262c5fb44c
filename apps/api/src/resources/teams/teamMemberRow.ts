import type { components } from '@earshot/sdk-core';

/** A team member as read from memberships joined with users. */
export type TeamMemberRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  user_role: 1 | 2 | 3 | 4 | 7;
  status: 'active' | 'invited';
  created_at: Date | string;
};

/** A team member as the contract shows it. */
export type TeamMember = components['schemas']['TeamMember'];

/** Maps a stored team member to its wire shape. */
export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    user_role: Number(row.user_role) as TeamMemberRow['user_role'],
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}

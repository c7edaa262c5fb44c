import type { components } from '@earshot/sdk-core';
import { isoTime, wireMapper } from '../shared/wireMapper.ts';

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
export const toTeamMember = wireMapper<TeamMemberRow, TeamMember>()(
  'id email first_name last_name user_role status created_at',
  {
    user_role: (row) => Number(row.user_role) as TeamMemberRow['user_role'],
    created_at: isoTime('created_at'),
  },
);

import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { TeamMemberRow } from './teamMemberRow.ts';

/** A person to add to a team. */
export type TeamInvite = {
  email: string;
  first_name: string;
  last_name: string;
  user_role: TeamMemberRow['user_role'];
};

/**
 * A member is "invited" while they have not logged in (themselves, not impersonated) since being added
 * (contract `TeamMember.status`); members added outside the team screen have no invitation and are active.
 */
const MEMBER_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, m.user_role, m.created_at,
    CASE WHEN i.user_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM sessions s
      WHERE s.user_id = u.id AND s.impersonated_by IS NULL AND s.created_at >= i.created_at
    ) THEN 'invited' ELSE 'active' END AS status
  FROM memberships m
  JOIN users u ON u.id = m.user_id
  LEFT JOIN team_invitations i ON i.advertiser_uuid = m.advertiser_uuid AND i.user_id = m.user_id`;

/** Lists an advertiser's team in the order people were added. */
export async function listTeamMembers(db: Database, advertiserUuid: string): Promise<TeamMemberRow[]> {
  const { rows } = await db.query<TeamMemberRow>(
    `${MEMBER_SELECT} WHERE m.advertiser_uuid = $1 ORDER BY m.created_at, u.email`,
    [advertiserUuid],
  );
  return rows;
}

/** Finds one member of an advertiser's team by user id, or `null`. */
export async function findTeamMember(
  db: Database,
  advertiserUuid: string,
  userId: string,
): Promise<TeamMemberRow | null> {
  return queryFirst<TeamMemberRow>(db, `${MEMBER_SELECT} WHERE m.advertiser_uuid = $1 AND m.user_id = $2`, [
    advertiserUuid,
    userId,
  ]);
}

/** The e-mails among `emails` that already belong to the advertiser's team. */
export async function existingMemberEmails(
  db: Database,
  advertiserUuid: string,
  emails: string[],
): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.advertiser_uuid = $1 AND lower(u.email) = ANY($2::text[])`,
    [advertiserUuid, emails.map((email) => email.toLowerCase())],
  );
  return rows.map((row) => row.email);
}

/**
 * Adds one person to a team: an unknown address becomes a new user, then a membership with the
 * role and an invitation record are stored. Returns the new member's user id.
 */
export async function addTeamMember(
  db: Database,
  advertiserUuid: string,
  invite: TeamInvite,
  invitedBy: string,
  now: Date,
): Promise<string> {
  const email = invite.email.toLowerCase();
  const existing = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
  let userId = existing.rows[0]?.id;
  if (!userId) {
    const created = await db.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
      [email, invite.first_name, invite.last_name, now],
    );
    userId = created.rows[0]?.id as string;
  }
  await db.query(
    'INSERT INTO memberships (user_id, advertiser_uuid, user_role, created_at) VALUES ($1, $2, $3, $4)',
    [userId, advertiserUuid, invite.user_role, now],
  );
  await db.query(
    `INSERT INTO team_invitations (advertiser_uuid, user_id, invited_by, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (advertiser_uuid, user_id) DO UPDATE SET invited_by = $3, created_at = $4`,
    [advertiserUuid, userId, invitedBy, now],
  );
  return userId;
}

/** Changes a member's role and/or the user's name. */
export async function updateTeamMember(
  db: Database,
  advertiserUuid: string,
  userId: string,
  changes: {
    user_role?: number | undefined;
    first_name?: string | undefined;
    last_name?: string | undefined;
  },
): Promise<void> {
  if (changes.user_role !== undefined) {
    await db.query('UPDATE memberships SET user_role = $3 WHERE advertiser_uuid = $1 AND user_id = $2', [
      advertiserUuid,
      userId,
      changes.user_role,
    ]);
  }
  if (changes.first_name !== undefined || changes.last_name !== undefined) {
    await db.query(
      'UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name) WHERE id = $1',
      [userId, changes.first_name ?? null, changes.last_name ?? null],
    );
  }
}

/** Removes a member (and their invitation) from a team. */
export async function removeTeamMember(db: Database, advertiserUuid: string, userId: string): Promise<void> {
  await db.query('DELETE FROM team_invitations WHERE advertiser_uuid = $1 AND user_id = $2', [
    advertiserUuid,
    userId,
  ]);
  await db.query('DELETE FROM memberships WHERE advertiser_uuid = $1 AND user_id = $2', [
    advertiserUuid,
    userId,
  ]);
}

/** How many members have role 1 on the advertiser. */
export async function countRoleOneMembers(db: Database, advertiserUuid: string): Promise<number> {
  const { rows } = await db.query<{ total: number | string }>(
    'SELECT count(*) AS total FROM memberships WHERE advertiser_uuid = $1 AND user_role = 1',
    [advertiserUuid],
  );
  return Number(rows[0]?.total ?? 0);
}

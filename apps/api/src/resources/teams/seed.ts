import type { SeedStep } from '../../seed/seedContext.ts';

/** A colleague invited to every onboarded demo advertiser who has not logged in yet. */
const INVITEE = { email: 'invited@example.com', first_name: 'Ivy', last_name: 'Invited', user_role: 3 };

/**
 * Adds the invited colleague to the team of every onboarded demo advertiser, so the team screen
 * shows an "invited" member beside the active demo accounts. Idempotent.
 */
export const seedTeamInvitations: SeedStep = async ({ db, now, advertisers }) => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING id`,
    [INVITEE.email, INVITEE.first_name, INVITEE.last_name, now],
  );
  const userId = rows[0]?.id;
  if (!userId) return;
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    await db.query(
      `INSERT INTO memberships (user_id, advertiser_uuid, user_role, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, advertiser_uuid) DO NOTHING`,
      [userId, advertiser.uuid, INVITEE.user_role, now],
    );
    await db.query(
      `INSERT INTO team_invitations (advertiser_uuid, user_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (advertiser_uuid, user_id) DO NOTHING`,
      [advertiser.uuid, userId, now],
    );
  }
};

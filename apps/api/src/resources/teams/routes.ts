import {
  canGrantRole,
  createTeamMembersBodySchema,
  type RoleChangeRefusal,
  roleChangeRefusal,
  updateTeamMemberBodySchema,
} from '@earshot/validators';
import { Hono } from 'hono';
import { pathAdvertiser, requireUser } from '../../http/access.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HttpError } from '../../http/errors.ts';
import { parseUuid, readJson } from '../../http/validate.ts';
import { toTeamMember } from './teamMemberRow.ts';
import {
  addTeamMember,
  countRoleOneMembers,
  existingMemberEmails,
  findTeamMember,
  listTeamMembers,
  removeTeamMember,
  updateTeamMember,
} from './teamRepository.ts';

const notFound = () => new HttpError(404, 'Team member not found', { code: 'not_found' });

const lastAdmin = () =>
  new HttpError(
    409,
    'Every advertiser needs at least one member with role 1: give someone else role 1 first',
    {
      code: 'conflict',
    },
  );

const ROLE_CHANGE_REFUSALS: Record<RoleChangeRefusal, string> = {
  role: "Only a member with role 1 or an admin changes a member's role",
  own: 'Nobody changes their own role: ask another member with role 1 or an admin',
};

const roleOneRefused = () =>
  new HttpError(403, 'Only a member with role 1 or an admin adds or removes a member with role 1', {
    hardRefresh: false,
    showToast: false,
  });

const roleChangeRefused = (refusal: RoleChangeRefusal) =>
  new HttpError(403, ROLE_CHANGE_REFUSALS[refusal], { hardRefresh: false, showToast: false });

/** Routes of an advertiser's team: list, add (array body), change role or name, remove. */
export function teamsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/companies/:teamId/teams', async (c) => {
    const access = await pathAdvertiser(c, 'read', 'teamId', 'team id');
    const rows = await listTeamMembers(c.get('db'), access.advertiserUuid);
    return c.json(rows.map(toTeamMember));
  });

  app.post('/companies/:teamId/teams', async (c) => {
    const access = await pathAdvertiser(c, 'manage', 'teamId', 'team id');
    const invites = await readJson(c, createTeamMembersBodySchema);
    const actor = { actorRole: access.role, actorIsAdmin: access.isAdmin };
    if (invites.some((invite) => !canGrantRole(actor, invite.user_role))) throw roleOneRefused();
    const user = requireUser(c);
    const now = c.get('now')();
    const members = await c.get('db').transaction(async (tx) => {
      const taken = await existingMemberEmails(
        tx,
        access.advertiserUuid,
        invites.map((invite) => invite.email),
      );
      if (taken.length > 0) {
        throw new HttpError(409, `Already on this team: ${taken.join(', ')}`, { code: 'conflict' });
      }
      const added = [];
      for (const invite of invites) {
        const userId = await addTeamMember(tx, access.advertiserUuid, invite, user.id, now);
        added.push(await findTeamMember(tx, access.advertiserUuid, userId));
      }
      return added.filter((member) => member !== null);
    });
    return c.json(members.map(toTeamMember), 201);
  });

  app.patch('/companies/:teamId/teams/:id', async (c) => {
    const access = await pathAdvertiser(c, 'manage', 'teamId', 'team id');
    const userId = parseUuid(c.req.param('id'), 'member id');
    const body = await readJson(c, updateTeamMemberBodySchema);
    const member = await c.get('db').transaction(async (tx) => {
      const existing = await findTeamMember(tx, access.advertiserUuid, userId);
      if (!existing) throw notFound();
      if (body.user_role !== undefined && body.user_role !== existing.user_role) {
        const refusal = roleChangeRefusal({
          actorRole: access.role,
          actorIsAdmin: access.isAdmin,
          actorUserId: requireUser(c).id,
          memberUserId: userId,
        });
        if (refusal) throw roleChangeRefused(refusal);
      }
      const demotes = existing.user_role === 1 && body.user_role !== undefined && body.user_role !== 1;
      if (demotes && (await countRoleOneMembers(tx, access.advertiserUuid)) <= 1) throw lastAdmin();
      await updateTeamMember(tx, access.advertiserUuid, userId, body);
      return findTeamMember(tx, access.advertiserUuid, userId);
    });
    if (!member) throw notFound();
    return c.json(toTeamMember(member));
  });

  app.delete('/companies/:teamId/teams/:id', async (c) => {
    const access = await pathAdvertiser(c, 'manage', 'teamId', 'team id');
    const userId = parseUuid(c.req.param('id'), 'member id');
    await c.get('db').transaction(async (tx) => {
      const existing = await findTeamMember(tx, access.advertiserUuid, userId);
      if (!existing) throw notFound();
      if (!canGrantRole({ actorRole: access.role, actorIsAdmin: access.isAdmin }, existing.user_role))
        throw roleOneRefused();
      if (existing.user_role === 1 && (await countRoleOneMembers(tx, access.advertiserUuid)) <= 1)
        throw lastAdmin();
      await removeTeamMember(tx, access.advertiserUuid, userId);
    });
    return c.body(null, 204);
  });

  return app;
}

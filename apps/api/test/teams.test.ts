import { expect, it } from 'vitest';
import { callApi } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded: advertiser } = demoAdvertisers;

type Member = { id: string; email: string; user_role: number; status: string };

describeDatabases('teams', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('lists the team, adds people, changes a role and removes a member', async () => {
    const team = await call('viewer', 'GET', `/companies/${advertiser}/teams`);
    expect(team.status).toBe(200);
    expect(team.body.map((member: Member) => member.email)).toEqual(
      expect.arrayContaining(['owner@example.com', 'viewer@example.com']),
    );

    const added = await call('owner', 'POST', `/companies/${advertiser}/teams`, [
      { email: 'New.Hire@Example.com', first_name: 'New', last_name: 'Hire', user_role: 3 },
      { email: 'nobody@example.com', first_name: 'No', last_name: 'Body', user_role: 4 },
    ]);
    expect(added.status).toBe(201);
    expect(added.body).toEqual([
      expect.objectContaining({ email: 'new.hire@example.com', user_role: 3, status: 'invited' }),
      expect.objectContaining({ email: 'nobody@example.com', user_role: 4 }),
    ]);
    // The added member can now read the advertiser.
    expect((await call('nobody', 'GET', `/companies/${advertiser}/teams`)).status).toBe(200);

    const hire = added.body[0] as Member;
    // Invited until they log in themselves.
    await sessions.api.tokenFor('new.hire@example.com');
    const afterLogin = await call('owner', 'GET', `/companies/${advertiser}/teams`);
    expect(afterLogin.body.find((member: Member) => member.id === hire.id)?.status).toBe('active');
    const promoted = await call('owner', 'PATCH', `/companies/${advertiser}/teams/${hire.id}`, {
      user_role: 2,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: hire.id, user_role: 2 });

    expect((await call('owner', 'DELETE', `/companies/${advertiser}/teams/${hire.id}`)).status).toBe(204);
    expect(
      (await call('owner', 'PATCH', `/companies/${advertiser}/teams/${hire.id}`, { user_role: 3 })).status,
    ).toBe(404);
    const nobody = added.body[1] as Member;
    expect((await call('owner', 'DELETE', `/companies/${advertiser}/teams/${nobody.id}`)).status).toBe(204);
    expect((await call('nobody', 'GET', `/companies/${advertiser}/teams`)).status).toBe(404);
  });

  it('answers 409 for people already on the team and for removing the last role-1 member', async () => {
    const duplicate = await call('owner', 'POST', `/companies/${advertiser}/teams`, [
      { email: 'viewer@example.com', first_name: 'V', last_name: 'Iewer', user_role: 3 },
    ]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.Message).toContain('viewer@example.com');

    const fresh = sessions.api.demo.advertisers.fresh;
    const team = (await call('owner', 'GET', `/companies/${fresh}/teams`)).body as Member[];
    const admins = team.filter((member) => member.user_role === 1);
    expect(admins).toHaveLength(1);
    const [admin] = admins as [Member];
    // Only an admin may demote the sole role-1 member (nobody changes their own role), and even so not.
    const demoted = await callApi(
      sessions.api.baseUrl,
      await sessions.api.tokenFor('admin@earshot.dev'),
      'PATCH',
      `/companies/${fresh}/teams/${admin.id}`,
      { user_role: 2 },
    );
    expect(demoted.status).toBe(409);
    expect((await call('owner', 'DELETE', `/companies/${fresh}/teams/${admin.id}`)).status).toBe(409);
  });

  it('answers 4xx for invalid bodies and ids', async () => {
    const cases = [
      [],
      [{ email: 'not-an-email', first_name: 'A', last_name: 'B', user_role: 3 }],
      [{ email: 'a@example.com', first_name: 'A', last_name: 'B', user_role: 5 }],
      [{ email: 'a@example.com', first_name: 'A', last_name: 'B', user_role: 3, admin: true }],
      [
        { email: 'twice@example.com', first_name: 'A', last_name: 'B', user_role: 3 },
        { email: 'TWICE@example.com', first_name: 'A', last_name: 'B', user_role: 3 },
      ],
      { email: 'a@example.com', first_name: 'A', last_name: 'B', user_role: 3 },
    ];
    for (const body of cases) {
      expect(
        (await call('owner', 'POST', `/companies/${advertiser}/teams`, body)).status,
        JSON.stringify(body),
      ).toBe(422);
    }
    expect(
      (await call('owner', 'PATCH', `/companies/${advertiser}/teams/not-a-uuid`, { user_role: 2 })).status,
    ).toBe(400);
    expect((await call('owner', 'GET', '/companies/not-a-uuid/teams')).status).toBe(400);
  });

  it('refuses writes from roles 3, 4 and 7', async () => {
    const invite = [{ email: 'x@example.com', first_name: 'X', last_name: 'Y', user_role: 1 }];
    const team = (await call('owner', 'GET', `/companies/${advertiser}/teams`)).body as Member[];
    const viewer = team.find((member) => member.email === 'viewer@example.com') as Member;
    for (const who of ['viewer', 'reporter', 'cpa']) {
      const added = await call(who, 'POST', `/companies/${advertiser}/teams`, invite);
      expect(added.status, who).toBe(403);
      expect(added.body.Message).toMatch(/roles 1 and 2/);
      const renamed = await call(who, 'PATCH', `/companies/${advertiser}/teams/${viewer.id}`, {
        first_name: 'Renamed',
      });
      expect(renamed.status, who).toBe(403);
      expect((await call(who, 'DELETE', `/companies/${advertiser}/teams/${viewer.id}`)).status, who).toBe(
        403,
      );
    }
    expect((await call('owner', 'GET', `/companies/${advertiser}/teams`)).body).toEqual(team);
  });

  it('lets only role 1 or an admin change a role, and nobody their own', async () => {
    const team = (await call('owner', 'GET', `/companies/${advertiser}/teams`)).body as Member[];
    const idOf = (email: string) => (team.find((member) => member.email === email) as Member).id;
    const patchRole = (who: string, email: string, userRole: number) =>
      call(who, 'PATCH', `/companies/${advertiser}/teams/${idOf(email)}`, { user_role: userRole });

    // The CPA user promoting itself: refused before it reaches the role rule.
    const own = await patchRole('cpa', 'cpa@example.com', 1);
    expect(own.status).toBe(403);
    const editor = await patchRole('editor', 'viewer@example.com', 2);
    expect(editor.status).toBe(403);
    expect(editor.body.Message).toBe("Only a member with role 1 or an admin changes a member's role");
    const editorSelf = await patchRole('editor', 'editor@example.com', 1);
    expect(editorSelf.status).toBe(403);
    const ownerSelf = await patchRole('owner', 'owner@example.com', 2);
    expect(ownerSelf.status).toBe(403);
    expect(ownerSelf.body.Message).toBe(
      'Nobody changes their own role: ask another member with role 1 or an admin',
    );
    expect((await call('owner', 'GET', `/companies/${advertiser}/teams`)).body).toEqual(team);

    // An editor still renames a member and may send the role it already has.
    const renamed = await call(
      'editor',
      'PATCH',
      `/companies/${advertiser}/teams/${idOf('viewer@example.com')}`,
      {
        first_name: 'Vera',
        user_role: 3,
      },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const admin = await sessions.api.tokenFor('admin@earshot.dev');
    const byAdmin = await callApi(
      sessions.api.baseUrl,
      admin,
      'PATCH',
      `/companies/${advertiser}/teams/${idOf('reporter@example.com')}`,
      { user_role: 3 },
    );
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);

    // An admin who is also a member does not change their own membership's role either.
    const joined = await call('owner', 'POST', `/companies/${advertiser}/teams`, [
      { email: 'admin@earshot.dev', first_name: 'Ada', last_name: 'Admin', user_role: 3 },
    ]);
    expect(joined.status).toBe(201);
    const adminSelf = await callApi(
      sessions.api.baseUrl,
      admin,
      'PATCH',
      `/companies/${advertiser}/teams/${joined.body[0].id}`,
      { user_role: 1 },
    );
    expect(adminSelf.status).toBe(403);
    expect(adminSelf.body.Message).toMatch(/^Nobody changes their own role/);
    expect(
      (await call('owner', 'DELETE', `/companies/${advertiser}/teams/${joined.body[0].id}`)).status,
    ).toBe(204);
    expect((await patchRole('owner', 'reporter@example.com', 4)).status).toBe(200);
  });

  it('lets only role 1 or an admin add or remove a member with role 1', async () => {
    const before = (await call('owner', 'GET', `/companies/${advertiser}/teams`)).body as Member[];
    const invite = await call('editor', 'POST', `/companies/${advertiser}/teams`, [
      { email: 'mine@example.com', first_name: 'Mine', last_name: 'Too', user_role: 3 },
      { email: 'second-owner@example.com', first_name: 'Second', last_name: 'Owner', user_role: 1 },
    ]);
    expect(invite.status).toBe(403);
    expect(invite.body.Message).toBe(
      'Only a member with role 1 or an admin adds or removes a member with role 1',
    );
    const owner = before.find((member) => member.email === 'owner@example.com') as Member;
    const removed = await call('editor', 'DELETE', `/companies/${advertiser}/teams/${owner.id}`);
    expect(removed.status).toBe(403);
    expect((await call('owner', 'GET', `/companies/${advertiser}/teams`)).body).toEqual(before);

    const byOwner = await call('owner', 'POST', `/companies/${advertiser}/teams`, [
      { email: 'second-owner@example.com', first_name: 'Second', last_name: 'Owner', user_role: 1 },
    ]);
    expect(byOwner.status).toBe(201);
    const second = byOwner.body[0] as Member;
    expect((await call('editor', 'DELETE', `/companies/${advertiser}/teams/${second.id}`)).status).toBe(403);
    expect((await call('owner', 'DELETE', `/companies/${advertiser}/teams/${second.id}`)).status).toBe(204);
  });
});

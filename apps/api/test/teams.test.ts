import { expect, it } from 'vitest';
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
    const promoted = await call('editor', 'PATCH', `/companies/${advertiser}/teams/${hire.id}`, {
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
    expect(
      (await call('owner', 'PATCH', `/companies/${fresh}/teams/${admin.id}`, { user_role: 2 })).status,
    ).toBe(409);
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

  it('refuses writes from roles 3 and 4', async () => {
    const invite = [{ email: 'x@example.com', first_name: 'X', last_name: 'Y', user_role: 3 }];
    for (const who of ['viewer', 'reporter']) {
      expect((await call(who, 'POST', `/companies/${advertiser}/teams`, invite)).status).toBe(403);
    }
  });
});

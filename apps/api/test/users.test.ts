import { expect, it } from 'vitest';
import { callApi } from './client.ts';
import { describeDatabases } from './harness.ts';
import { ANONYMOUS, roleSessionsForSuite } from './roleSessions.ts';

describeDatabases('users', (database) => {
  const sessions = roleSessionsForSuite(database, ['owner', 'editor', 'admin']);
  const { call } = sessions;

  it('returns the signed-in user with advertisers; admin by team domain', async () => {
    const owner = await call('owner', 'GET', '/users/me');
    expect(owner.body).toMatchObject({ email: 'owner@example.com', admin: false, impersonate: false });
    expect(owner.body.advertisers).toHaveLength(2);
    expect((await call('admin', 'GET', '/users/me')).body).toMatchObject({ admin: true, advertisers: [] });
    expect((await call(ANONYMOUS, 'GET', '/users/me')).status).toBe(401);
  });

  it('lets admins impersonate a user and refuses everyone else', async () => {
    const session = await call('admin', 'GET', '/users/me/editor%40example.com');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email: 'editor@example.com', impersonate: true, admin: false });
    const me = await callApi(sessions.api.baseUrl, session.body._token, 'GET', '/users/me');
    expect(me.body).toMatchObject({ email: 'editor@example.com', impersonate: true });
    const { rows } = await sessions.api.db.query<{ impersonated_by: string | null }>(
      'SELECT s.impersonated_by FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1 AND s.impersonated_by IS NOT NULL',
      ['editor@example.com'],
    );
    expect(rows).toHaveLength(1);
    const refused = await call('owner', 'GET', '/users/me/editor%40example.com');
    expect(refused).toMatchObject({
      status: 403,
      body: { Message: 'Only Earshot team members can do this', hardRefresh: false, showToast: false },
    });
    expect((await call('admin', 'GET', '/users/me/ghost%40example.com')).status).toBe(404);
    expect((await call('admin', 'GET', '/users/me/not-an-email')).status).toBe(400);
  });

  it('lets admins search users by e-mail fragment', async () => {
    const found = await call('admin', 'GET', '/users/search/EXAMPLE.COM');
    expect(found.body.map((user: { email: string }) => user.email)).toContain('viewer@example.com');
    expect((await call('admin', 'GET', '/users/search/%25')).body).toEqual([]);
    expect((await call('editor', 'GET', '/users/search/example')).status).toBe(403);
  });

  it('updates the signed-in user and refuses a taken address', async () => {
    const updated = await call('editor', 'PATCH', '/users', { first_name: 'Edwina' });
    expect(updated.body).toMatchObject({ first_name: 'Edwina', last_name: 'Editor' });
    // The answer is the user as changed, advertisers and all: what GET /users/me says next.
    expect(updated.body.advertisers.length).toBeGreaterThan(0);
    expect(updated.body).toEqual((await call('editor', 'GET', '/users/me')).body);
    const taken = await call('editor', 'PATCH', '/users', { email: 'owner@example.com' });
    expect(taken).toMatchObject({ status: 409, body: { fields: { email: 'email.taken' } } });
    const empty = await call('editor', 'PATCH', '/users', {});
    expect(empty.status).toBe(422);
  });

  it('lets admins create users, with an avatar upload policy when a file is named', async () => {
    const body = { email: 'Fresh@Example.com', first_name: 'Fresh', last_name: 'Person', filename: 'me.png' };
    const created = await call('admin', 'POST', '/users', body);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'fresh@example.com', advertisers: [] });
    expect(created.body.s3_data.url).toBe(`${sessions.api.baseUrl}/v1/uploads`);
    expect((await call('admin', 'POST', '/users', body)).status).toBe(409);
    expect((await call('owner', 'POST', '/users', { ...body, email: 'x@example.com' })).status).toBe(403);
  });

  it('lists the roles', async () => {
    const roles = await call('owner', 'GET', '/users/roles');
    expect(roles.body.user_roles.map((role: { id: number }) => role.id)).toEqual([1, 2, 3, 4, 7]);
  });
});

import { expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens.ts';
import { describeDatabases, startTestApi } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const json = { 'content-type': 'application/json' };

describeDatabases('login', (database) => {
  const suite = roleSessionsForSuite(database, []);

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${suite.api.baseUrl}/v1${path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  }

  async function latestMail(email: string) {
    const response = await fetch(
      `${suite.api.baseUrl}/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`,
    );
    expect(response.status).toBe(200);
    const { messages } = (await response.json()) as { messages: { token: string; link: string }[] };
    return messages[0];
  }

  it('exchanges a mailed login link once for a session that /users/me accepts', async () => {
    expect((await post('/login-link', { email: 'owner@example.com' })).status).toBe(204);
    const mail = await latestMail('owner@example.com');
    expect(mail?.link).toBe(`http://localhost:5173/authenticate?token=${mail?.token}`);
    expect(suite.api.log).toContain(`Login link for owner@example.com: ${mail?.link}`);
    const first = await post('/authenticate', { token: mail?.token });
    expect(first.status).toBe(200);
    const session = (await first.json()) as {
      _token: string;
      user: { email: string; advertisers: unknown[] };
    };
    expect(session.user.email).toBe('owner@example.com');
    expect(session.user.advertisers.length).toBeGreaterThanOrEqual(2);

    const again = await post('/authenticate', { token: mail?.token });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { Message: string }).Message).toMatch(/request a new one/);

    const me = await fetch(`${suite.api.baseUrl}/v1/users/me`, {
      headers: { authorization: `Bearer ${session._token}` },
    });
    expect(me.status).toBe(200);
  });

  it('answers 204 for an unknown address and 403 without signup, creating the user with signup=true', async () => {
    expect((await post('/login-link', { email: 'new.person@example.org' })).status).toBe(204);
    const refused = await post('/authenticate', {
      token: (await latestMail('new.person@example.org'))?.token,
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      Message: 'No account for this e-mail. Sign up first.',
      showToast: true,
      hardRefresh: false,
    });

    expect((await post('/login-link', { email: 'new.person@example.org' })).status).toBe(204);
    const token = (await latestMail('new.person@example.org'))?.token;
    const created = await post('/authenticate?signup=true', { token });
    expect(created.status).toBe(200);
    const { user } = (await created.json()) as {
      user: { email: string; advertisers: unknown[]; admin: boolean };
    };
    expect(user).toMatchObject({ email: 'new.person@example.org', advertisers: [], admin: false });
  });

  it('refuses an expired login link', async () => {
    expect((await post('/login-link', { email: 'editor@example.com' })).status).toBe(204);
    const token = (await latestMail('editor@example.com'))?.token as string;
    await suite.api.db.query(
      `UPDATE login_links SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect((await post('/authenticate', { token })).status).toBe(401);
  });

  it('stores sessions and login links only as sha256 hashes', async () => {
    const token = await suite.api.tokenFor('viewer@example.com');
    const sessions = await suite.api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(sessions.rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(sessions.rows.map((row) => row.token_hash)).not.toContain(token);
    const links = await suite.api.db.query<{ token_hash: string }>('SELECT token_hash FROM login_links');
    for (const row of [...sessions.rows, ...links.rows]) expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('revokes the session on logout', async () => {
    const token = await suite.api.tokenFor('reporter@example.com');
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${suite.api.baseUrl}/v1/logout`, { method: 'POST', headers: auth })).status).toBe(
      204,
    );
    const me = await fetch(`${suite.api.baseUrl}/v1/users/me`, { headers: auth });
    expect(me.status).toBe(401);
    expect(((await me.json()) as { Message: string }).Message).toMatch(/Log in/);
  });

  it('rate-limits login links per address with a Message', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post('/login-link', { email: 'cpa@example.com' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses[5]).toBe(429);
    const limited = await post('/login-link', { email: 'cpa@example.com' });
    expect(((await limited.json()) as { Message: string }).Message).toMatch(/Too many login links/);
    expect(limited.headers.get('retry-after')).toBe('600');
  });

  // Starts a second sandbox for a limiter of its own, which takes a while on a busy machine.
  it('rate-limits /authenticate per client address with 429, Retry-After and a Message', {
    timeout: 120_000,
  }, async () => {
    const limited = await startTestApi({ database, config: { authenticatePerMinute: 3 } });
    try {
      const attempt = () =>
        fetch(`${limited.baseUrl}/v1/authenticate`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ token: 'x'.repeat(43) }),
        });
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await attempt()).status);
      expect(statuses).toEqual([401, 401, 401]);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({
        code: 'rate_limited',
        Message: expect.stringMatching(/Too many login attempts/),
      });
      // A valid link is refused too until the minute is over: the limit is on the address, not the token.
      await fetch(`${limited.baseUrl}/v1/login-link`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'owner@example.com' }),
      });
      const mailbox = await fetch(`${limited.baseUrl}/v1/sandbox/mailbox?email=owner%40example.com`);
      const { messages } = (await mailbox.json()) as { messages: { token: string }[] };
      expect(messages).toHaveLength(1);
      const valid = await fetch(`${limited.baseUrl}/v1/authenticate`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token: messages[0]?.token }),
      });
      expect(valid.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('keeps the mailbox closed outside sandbox mode', async () => {
    suite.api.config.sandbox = false;
    try {
      const response = await fetch(`${suite.api.baseUrl}/v1/sandbox/mailbox?email=owner%40example.com`);
      expect(response.status).toBe(404);
    } finally {
      suite.api.config.sandbox = true;
    }
  });
});

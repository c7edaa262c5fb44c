import { expect, it } from 'vitest';
import { describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

describeDatabases('the HTTP layer', (database) => {
  const suite = roleSessionsForSuite(database, []);

  it('answers unknown routes with 404 naming the route', async () => {
    const response = await fetch(`${suite.api.baseUrl}/v1/x`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ Message: 'No route GET /v1/x', code: 'not_found' });
  });

  it('lets the app origin call with credentials and the Authorization header', async () => {
    const preflight = await fetch(`${suite.api.baseUrl}/v1/users/me`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const foreign = await fetch(`${suite.api.baseUrl}/v1/users/roles`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('gives every answer a request id', async () => {
    const response = await fetch(`${suite.api.baseUrl}/v1/users/me`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('refuses bodies over 1 MB with 413 and malformed JSON with 400', async () => {
    const json = { 'content-type': 'application/json' };
    const huge = await fetch(`${suite.api.baseUrl}/v1/login-link`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'a'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).Message).toBe('The request body is larger than 1 MB');
    const broken = await fetch(`${suite.api.baseUrl}/v1/login-link`, {
      method: 'POST',
      headers: json,
      body: '{"email":',
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).Message).toMatch(/not valid JSON/);
    const text = await fetch(`${suite.api.baseUrl}/v1/login-link`, {
      method: 'POST',
      body: 'email=a@b.c',
    });
    expect(text.status).toBe(400);
    expect((await text.json()).Message).toMatch(/Content-Type: application\/json/);
  });
});

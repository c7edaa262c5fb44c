import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { DRAINED_BODY_BYTES } from '../src/http/unreadBody.ts';
import { RawJson } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const MB = 1024 * 1024;
const { onboarded: advertiser } = demoAdvertisers;

/** JSON text nesting `depth` arrays: `[[[…]]]`. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** An answer read through one connection of `agent`, with whether that connection was used before. */
type RawAnswer = { status: number; headers: IncomingMessage['headers']; body: string; reusedSocket: boolean };

function send(
  agent: Agent,
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { agent, method: options.method, headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            reusedSocket: request.reusedSocket,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describeDatabases('the HTTP edge', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;
  const url = (path: string) => `${sessions.api.baseUrl}/v1${path}`;

  it('answers JSON nested deeper than 32 levels with 400 body.too_deep, on every route, before the route runs', async () => {
    const created = await call('owner', 'POST', `/companies/${advertiser}/integrations`, {
      kind: 'webhook',
      name: 'Deep',
      config: { url: 'https://crm.example.com/hooks/deep' },
    });
    expect(created.status).toBe(201);
    const deepConfig = `{"kind":"webhook","name":"Deep","config":{"url":"https://crm.example.com","extra":${nested(5000)}}}`;
    for (const [method, path] of [
      ['POST', `/companies/${advertiser}/integrations`],
      ['PATCH', `/companies/${advertiser}/integrations/${created.body.id}`],
    ] as const) {
      const answer = await call('owner', method, path, new RawJson(deepConfig));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'body.too_deep',
        Message: expect.stringMatching(/deeper than 32/),
      });
    }
    const login = await call('owner', 'POST', '/login-link', new RawJson(nested(33)));
    expect(login.body.code).toBe('body.too_deep');
    // 32 levels pass the depth check and reach validation; brackets inside strings do not count.
    expect((await call('owner', 'POST', '/login-link', new RawJson(nested(32)))).status).toBe(422);
    const bracketsInText = await call('owner', 'POST', '/login-link', {
      email: 'owner@example.com',
      note: '['.repeat(100),
    });
    expect(bracketsInText.body?.code).not.toBe('body.too_deep');
  });

  it.each([
    ['0.9 MB of XML', 0.9 * MB, 'application/xml', 400],
    ['2 MB of XML', 2 * MB, 'application/xml', 413],
    ['2 MB of JSON', 2 * MB, 'application/json', 413],
    ['5 MB of JSON', 5 * MB, 'application/json', 413],
    ['20 MB of JSON', 20 * MB, 'application/json', 413],
    ['20 MB of XML', 20 * MB, 'application/xml', 413],
  ])('lets fetch read the answer to %s refused unread', async (_name, bytes, contentType, status) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(url('/login-link'), {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: Buffer.alloc(Math.round(bytes), 0x78),
      });
      expect(response.status).toBe(status);
      expect((await response.json()).Message).toEqual(expect.any(String));
    }
  });

  it('holds a body that does not declare its length (chunked) to 1 MB as it arrives, and reads a small one', async () => {
    const agent = new Agent({ keepAlive: false });
    try {
      const chunked = { 'content-type': 'application/json', 'transfer-encoding': 'chunked' };
      const refused = await send(agent, url('/login-link'), {
        method: 'POST',
        headers: chunked,
        body: Buffer.alloc(2 * MB, 0x78),
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).Message).toBe('The request body is larger than 1 MB');
      const read = await send(agent, url('/login-link'), {
        method: 'POST',
        headers: chunked,
        body: Buffer.from(JSON.stringify({ email: 'chunked@example.com' })),
      });
      expect(read.status).toBe(204);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the connection usable after refusing a body it could read, past the 0.5 s a lazy drain would allow', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const [contentType, bytes] of [
        ['application/xml', 0.9 * MB],
        ['application/json', 2 * MB],
        ['application/xml', 5 * MB],
      ] as const) {
        const refused = await send(agent, url('/login-link'), {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: Buffer.alloc(Math.round(bytes), 0x78),
        });
        expect(refused.status).toBeGreaterThanOrEqual(400);
        expect(refused.headers.connection).not.toBe('close');
        await new Promise((resolve) => setTimeout(resolve, 700));
        const next = await send(agent, url('/users/roles'), { method: 'GET' });
        expect(next.status).toBeLessThan(500);
        expect(next.reusedSocket).toBe(true);
      }
    } finally {
      agent.destroy();
    }
  });

  it('closes the connection gracefully (Connection: close, no reset) above the drained size', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, url('/login-link'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(DRAINED_BODY_BYTES * 2, 0x78),
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body).code).toBe('payload_too_large');
      const next = await send(agent, url('/users/roles'), { method: 'GET' });
      expect(next.status).toBeLessThan(500);
      expect(next.reusedSocket).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('answers a client that stalls mid-body too, closing its connection', async () => {
    const { port } = new URL(sessions.api.baseUrl);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /v1/nothing-here HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/xml\r\nContent-Length: 1000\r\n\r\n<a>',
    );
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 404 /);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('No route POST /v1/nothing-here');
  });

  it('sets nosniff, no-referrer and no-store on JSON answers, /authenticate and errors included', async () => {
    const answers = [
      await call('owner', 'GET', '/users/me'),
      await call('owner', 'GET', '/nothing-here'),
      await call('owner', 'POST', '/authenticate', { token: 'not-a-token' }),
      await call('owner', 'GET', `/sandbox/mailbox?email=owner@example.com`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const authenticated = await fetch(`${sessions.api.baseUrl}/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'still-not-a-token' }),
    });
    expect(authenticated.headers.get('cache-control')).toBe('no-store');
    // Answers without a body too (a login link's 204), while public files keep their own rule.
    const linkRequested = await call('owner', 'POST', '/login-link', { email: 'owner@example.com' });
    expect(linkRequested.status).toBe(204);
    expect(linkRequested.headers.get('cache-control')).toBe('no-store');
    const tag = await fetch(url(`/pixel/tag.js?aid=${advertiser}`));
    expect(tag.headers.get('cache-control')).toBe('public, max-age=300');
    expect(tag.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets only the app frame the dashboard page, and nobody the payments portal', async () => {
    const dashboard = await call('owner', 'GET', `/companies/${advertiser}/metrics/report/cpm`);
    const dashboardUrl = dashboard.body?.url as string | undefined;
    expect(dashboardUrl).toEqual(expect.any(String));
    const page = await fetch(dashboardUrl as string);
    expect(page.status).toBe(200);
    const pagePolicy = page.headers.get('content-security-policy') ?? '';
    expect(pagePolicy).toContain("default-src 'none'");
    expect(pagePolicy).toContain(`frame-ancestors ${new URL(sessions.api.config.appUrl).origin}`);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-store');

    const portal = await call('owner', 'GET', `/companies/${advertiser}/payments/portal`);
    const portalUrl = portal.body?.url as string | undefined;
    expect(portalUrl).toEqual(expect.any(String));
    const portalPage = await fetch(portalUrl as string);
    expect(portalPage.status).toBe(200);
    expect(portalPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

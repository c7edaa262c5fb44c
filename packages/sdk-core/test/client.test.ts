import type { ServerResponse } from 'node:http';
import { TOAST_KINDS } from '@earshot/validators';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryTokenStore,
  createPlatformClient,
  type LogoutRequest,
  type PlatformNotification,
} from '../src/index.ts';
import { type Handler, json, startServer } from './httpServer.ts';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(() => server?.close());

const ADVERTISER = '11111111-2222-4333-8444-555555555555';

async function setup(handler: Handler, token: string | null = 'session-1') {
  server = await startServer(handler);
  const tokenStore = createMemoryTokenStore(token);
  const notifications: PlatformNotification[] = [];
  const logouts: LogoutRequest[] = [];
  const waits: number[] = [];
  const client = createPlatformClient({
    baseUrl: `${server.url}/v1/`,
    tokenStore,
    fetch: (request) => fetch(request),
    onNotify: (notification) => notifications.push(notification),
    onLogout: (request) => logouts.push(request),
    retry: { sleep: async (ms) => void waits.push(ms) },
  });
  return { client, tokenStore, notifications, logouts, waits, received: server.received };
}

describe('platform client', () => {
  it('sends the stored token as a bearer header', async () => {
    const { client, received } = await setup((_req, res) => json(res, 200, []));
    await client.GET('/companies');
    expect(received[0]?.url).toBe('/v1/companies');
    expect(received[0]?.headers.authorization).toBe('Bearer session-1');
  });

  it('sends no authorization header when logged out', async () => {
    const { client, received } = await setup((_req, res) => res.writeHead(204).end(), null);
    await client.POST('/login-link', { body: { email: 'ann@acme.com' } });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('replaces the stored token when a response carries _token', async () => {
    const { client, tokenStore, received } = await setup((_req, res) =>
      json(res, 200, { _token: 'session-2', user: {} }),
    );
    await client.GET('/users/me');
    expect(tokenStore.get()).toBe('session-2');
    await client.GET('/users/me');
    expect(received[1]?.headers.authorization).toBe('Bearer session-2');
  });

  it('logs out on 403 with a hard refresh when asked, and shows the Signup issue toast when asked', async () => {
    const { client, logouts, notifications } = await setup((_req, res) =>
      json(res, 403, { Message: 'Your signup is incomplete', hardRefresh: true, showToast: true }),
    );
    const { error, response } = await client.GET('/companies/{id}', { params: { path: { id: ADVERTISER } } });
    expect(response.status).toBe(403);
    expect(error?.Message).toBe('Your signup is incomplete');
    expect(logouts).toEqual([{ hardRefresh: true }]);
    expect(notifications).toEqual([
      { kind: 'error', title: 'Signup issue', message: 'Your signup is incomplete' },
    ]);
  });

  it('logs out on 403 without toast or hard refresh when not asked', async () => {
    const { client, logouts, notifications } = await setup((_req, res) =>
      json(res, 403, { Message: 'Forbidden' }),
    );
    await client.GET('/users/roles');
    expect(logouts).toEqual([{ hardRefresh: false }]);
    expect(notifications).toEqual([]);
  });

  it.each([
    ['an empty body', (res: ServerResponse) => res.writeHead(403).end()],
    [
      'an HTML page from a proxy',
      (res: ServerResponse) =>
        res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Forbidden</body></html>'),
    ],
    ['JSON without Message', (res: ServerResponse) => json(res, 403, { code: 'forbidden' })],
    [
      'broken JSON',
      (res: ServerResponse) => res.writeHead(403, { 'content-type': 'application/json' }).end('{"Mess'),
    ],
  ])('logs out on 403 with %s, without toast', async (_name, answer) => {
    const { client, logouts, notifications } = await setup((_req, res) => answer(res));
    const { response } = await client.GET('/users/me');
    expect(response.status).toBe(403);
    expect(logouts).toEqual([{ hardRefresh: false }]);
    expect(notifications).toEqual([]);
  });

  it('notifies a Message with every toast kind of the spec as that kind', async () => {
    let kind = 0;
    const { client, notifications } = await setup((_req, res) =>
      json(res, 200, { Message: `Note ${kind}`, type: TOAST_KINDS[kind++] }),
    );
    for (const _ of TOAST_KINDS) await client.GET('/users/roles');
    expect(notifications).toEqual(
      TOAST_KINDS.map((type, index) => ({ kind: type, message: `Note ${index}` })),
    );
  });

  it('notifies a Message of an unknown type as info', async () => {
    const { client, notifications } = await setup((_req, res) =>
      json(res, 200, { Message: 'Roles refreshed', type: 'sparkly' }),
    );
    await client.GET('/users/roles');
    expect(notifications).toEqual([{ kind: 'info', message: 'Roles refreshed' }]);
  });

  it('notifies a successful response Message with its type, or info', async () => {
    const { client, notifications } = await setup((req, res) =>
      req.url.endsWith('/roles')
        ? json(res, 200, { user_roles: [], Message: 'Roles refreshed' })
        : json(res, 200, { Message: 'Saved', type: 'success', user: {} }),
    );
    await client.PATCH('/users', { body: { first_name: 'Ann' } });
    await client.GET('/users/roles');
    expect(notifications).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'info', message: 'Roles refreshed' },
    ]);
  });

  it('notifies error responses with a Message as errors, except 401', async () => {
    const { client, notifications, logouts } = await setup((req, res) =>
      req.url.endsWith('/me')
        ? json(res, 401, { Message: 'Your session has expired' })
        : json(res, 422, { Message: 'Budget is too low', code: 'validation_failed', type: 'warning' }),
    );
    await client.PATCH('/users', { body: { first_name: '' } });
    await client.GET('/users/me');
    expect(notifications).toEqual([{ kind: 'error', message: 'Budget is too low' }]);
    expect(logouts).toEqual([]);
  });

  it('warns about ad blockers when an advertiser URL fails without a status', async () => {
    const { client, notifications } = await setup((_req, res) => res.end());
    await server?.close();
    server = undefined;
    await expect(client.GET('/companies')).rejects.toThrow();
    await expect(client.GET('/users/me')).rejects.toThrow();
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'error', title: 'Do you have an Ad Blocker turned on?' }),
    ]);
    expect(notifications[0]?.message).toMatch(/many of its URLs can be blocked by accident/);
  });

  it('retries listing voices 3 times with backoff, then returns the last answer', async () => {
    const { client, received, waits } = await setup((_req, res) => json(res, 503, { Message: 'Busy' }));
    const { error, response } = await client.GET('/companies/{id}/assets/audio/voices', {
      params: { path: { id: ADVERTISER } },
    });
    expect(response.status).toBe(503);
    expect(error?.Message).toBe('Busy');
    expect(received).toHaveLength(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('stops retrying voices once an attempt succeeds', async () => {
    let attempts = 0;
    const { client, received } = await setup((_req, res) =>
      ++attempts < 3 ? json(res, 500, {}) : json(res, 200, [{ id: 'v1', name: 'Ava' }]),
    );
    const { data } = await client.GET('/companies/{id}/assets/audio/voices', {
      params: { path: { id: ADVERTISER } },
    });
    expect(data).toEqual([{ id: 'v1', name: 'Ava' }]);
    expect(received).toHaveLength(3);
  });

  it('never repeats a write or another read', async () => {
    const { client, received } = await setup((_req, res) => json(res, 500, { Message: 'Down' }));
    await client.POST('/companies/{id}/assets/audio/suggestion', {
      params: { path: { id: ADVERTISER } },
      body: { brief: 'Coffee brand, upbeat', tone: 'energetic', duration_seconds: 30 },
    });
    await client.GET('/companies/{id}/campaigns', { params: { path: { id: ADVERTISER } } });
    expect(received.map((request) => request.method)).toEqual(['POST', 'GET']);
  });
});

describe('session refresh', () => {
  it('asks the host once for a new token when requests answer 401, and sends each again with it', async () => {
    server = await startServer((request, response) =>
      request.headers.authorization === 'Bearer fresh'
        ? json(response, 200, { url: request.url })
        : json(response, 401, { Message: 'Session expired' }),
    );
    const tokenStore = createMemoryTokenStore('stale');
    let asked = 0;
    const client = createPlatformClient({
      baseUrl: `${server.url}/v1`,
      tokenStore,
      fetch: (request) => fetch(request),
      onSessionExpired: async () => {
        asked += 1;
        return 'fresh';
      },
    });
    const [me, companies, write] = await Promise.all([
      client.GET('/users/me'),
      client.GET('/companies'),
      client.PATCH('/users', { body: { first_name: 'Ann' } }),
    ]);
    expect([me.response.status, companies.response.status, write.response.status]).toEqual([200, 200, 200]);
    expect(asked).toBe(1);
    expect(tokenStore.get()).toBe('fresh');
    // The write went again with its body.
    const patches = server.received.filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => [request.headers.authorization, request.body.toString()])).toEqual([
      ['Bearer stale', '{"first_name":"Ann"}'],
      ['Bearer fresh', '{"first_name":"Ann"}'],
    ]);
  });

  it('lets the 401 stand when the host has no token, or when the new one is refused too', async () => {
    server = await startServer((_request, response) => json(response, 401, { Message: 'Session expired' }));
    for (const answer of [null, 'also-stale']) {
      const tokenStore = createMemoryTokenStore('stale');
      const client = createPlatformClient({
        baseUrl: `${server.url}/v1`,
        tokenStore,
        fetch: (request) => fetch(request),
        onSessionExpired: () => answer,
      });
      const before = server.received.length;
      const { response } = await client.GET('/users/me');
      expect(response.status).toBe(401);
      // Asked again once with a new token, never more.
      expect(server.received.length - before).toBe(answer ? 2 : 1);
    }
  });
});

import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiConfig, loadConfig } from '../src/config.ts';
import type { AppEnv } from '../src/http/appEnv.ts';
import { clientIp } from '../src/http/clientIp.ts';
import { callApi } from './client.ts';
import { startTestApi, type TestApi } from './harness.ts';

async function addressSeen(trustedProxyHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono<AppEnv>();
  const config: ApiConfig = { ...loadConfig({}), trustedProxyHops };
  app.get('/', (c) => {
    c.set('config', config);
    return c.text(clientIp(c));
  });
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers });
  return response.text();
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    expect(await addressSeen(0, '203.0.113.7')).toBe('unknown');
  });

  it('takes the address the outermost trusted proxy saw, not what the client wrote before it', async () => {
    expect(await addressSeen(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(1, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen(2, '198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it("uses the connection's address when the request did not pass the trusted proxies", async () => {
    expect(await addressSeen(1)).toBe('unknown');
    expect(await addressSeen(2, '203.0.113.7')).toBe('unknown');
  });

  it('refuses a hop count that is not a small whole number', () => {
    expect(() => loadConfig({ EARSHOT_TRUSTED_PROXY_HOPS: '-1' })).toThrow(/EARSHOT_TRUSTED_PROXY_HOPS/);
    expect(() => loadConfig({ EARSHOT_TRUSTED_PROXY_HOPS: 'yes' })).toThrow(/EARSHOT_TRUSTED_PROXY_HOPS/);
    expect(loadConfig({}).trustedProxyHops).toBe(0);
  });
});

describe('rate limits behind a load balancer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ config: { trustedProxyHops: 1, authenticatePerMinute: 2 } });
  });
  afterAll(() => api.close());

  const attempt = (client: string) =>
    fetch(`${api.baseUrl}/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ token: 'not-a-real-login-token-000' }),
    }).then((response) => response.status);

  it('counts each client the balancer forwards apart', async () => {
    expect([await attempt('203.0.113.7'), await attempt('203.0.113.7')]).not.toContain(429);
    expect(await attempt('203.0.113.7')).toBe(429);
    expect(await attempt('198.51.100.1')).not.toBe(429);
    // Without the header, the balancer's own address is a client of its own.
    expect(
      (await callApi(api.baseUrl, null, 'POST', '/authenticate', { token: 'x'.repeat(30) })).status,
    ).not.toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, callApi } from './client.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

const ROLES = ['owner', 'editor', 'viewer', 'nobody'] as const;
type Role = (typeof ROLES)[number];

describeDatabases('connecting GA4 through the consent page', (database) => {
  let api: TestApi;
  let agency: string;
  const tokens = {} as Record<Role, string>;
  const call = (who: Role | null, method: string, path: string, json?: unknown): Promise<Answer> =>
    callApi(api.baseUrl, who ? tokens[who] : null, method, path, json);
  const authorize = async (state: string, who: Role = 'owner') => {
    const answer = await call(who, 'POST', `/companies/${agency}/integrations/ga4/authorize`, { state });
    expect(answer.status).toBe(201);
    return answer.body.consent_url as string;
  };
  /** Submits the consent page's form as a browser would, without following the redirect. */
  const submitConsent = (consentUrl: string, fields: Record<string, string>) =>
    fetch(consentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const connect = (code: string | null, state: string, who: Role = 'owner') =>
    call(who, 'POST', `/companies/${agency}/integrations/ga4/connect`, { code, state });
  const ga4Integrations = async () =>
    (await call('owner', 'GET', `/companies/${agency}/integrations`)).body.filter(
      (integration: { kind: string }) => integration.kind === 'ga4',
    );

  beforeAll(async () => {
    api = await startTestApi({ database });
    agency = api.demo.advertisers.onboarded;
    for (const who of ROLES) tokens[who] = await api.tokenFor(`${who}@example.com`);
  });
  afterAll(() => api?.close());

  describe('allowing', () => {
    it('shows a consent page, returns to the app with a code, and connects the chosen property', async () => {
      const state = 'app-state-0001';
      const consentUrl = await authorize(state);
      expect(consentUrl.startsWith(`${api.baseUrl}/v1/ga4/consent/`)).toBe(true);

      const page = await fetch(consentUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toContain(
        `form-action 'self' ${api.config.appUrl}`,
      );
      const html = await page.text();
      expect(html).toContain('Acme Audio');
      expect(html).toContain('owner@example.com');
      const offered = [...html.matchAll(/name="measurement_id" value="(G-[A-Z0-9]{10})"/g)].map(
        (match) => match[1],
      );
      expect(offered).toHaveLength(2);

      const answer = await submitConsent(consentUrl, {
        decision: 'approve',
        measurement_id: offered[1] as string,
      });
      expect(answer.status).toBe(303);
      const callback = new URL(answer.headers.get('location') ?? '');
      expect(`${callback.origin}${callback.pathname}`).toBe(`${api.config.appUrl}/ga4/callback`);
      expect(callback.searchParams.get('state')).toBe(state);
      const code = callback.searchParams.get('code');
      expect(code).toMatch(/^[\w-]{40,}$/);
      expect((await fetch(consentUrl)).status).toBe(404);

      expect((await connect(code, 'another-state')).status).toBe(400);
      const bluebird = api.demo.advertisers.fresh;
      const elsewhere = await call('owner', 'POST', `/companies/${bluebird}/integrations/ga4/connect`, {
        code,
        state,
      });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.code).toBe('invalid_grant');
      const connected = await connect(code, state);
      expect(connected.status).toBe(201);
      expect(connected.body).toMatchObject({
        kind: 'ga4',
        agencyId: agency,
        name: 'Google Analytics 4',
        status: 'active',
        config: { measurement_id: offered[1], property_name: 'Acme Audio – App' },
      });
      expect(Date.parse(connected.body.config.connected_at)).not.toBeNaN();
      expect(connected.body.config.access_token).toBeUndefined();
      const { rows } = await api.db.query<{ config: Record<string, unknown> | string }>(
        'SELECT config FROM integrations WHERE id = $1',
        [connected.body.id],
      );
      const stored = rows[0]?.config;
      expect((typeof stored === 'string' ? JSON.parse(stored) : stored)?.access_token).toMatch(
        /^[\w-]{40,}$/,
      );
      const reused = await connect(code, state);
      expect(reused.status).toBe(400);
      expect(reused.body.Message).toMatch(/connect Google Analytics again/);
    });

    it('reconnects the same integration to another property, and answers JSON posts with the address', async () => {
      const [before] = await ga4Integrations();
      const state = 'app-state-0002';
      const consentUrl = await authorize(state, 'editor');
      const answer = await callApi(
        api.baseUrl,
        null,
        'POST',
        new URL(consentUrl).pathname.replace(/^\/v1/, ''),
        {
          decision: 'approve',
        },
      );
      expect(answer.status).toBe(200);
      const callback = new URL(answer.body.redirect_url);
      const connected = await connect(callback.searchParams.get('code'), state, 'editor');
      expect(connected.status).toBe(200);
      expect(connected.body.id).toBe(before.id);
      expect(connected.body.config.property_name).toBe('Acme Audio – Website');
      expect(await ga4Integrations()).toHaveLength(1);
    });
  });

  describe('denying, expiry and access', () => {
    it('returns to the app with access_denied and connects nothing', async () => {
      const consentUrl = await authorize('app-state-0003');
      const answer = await submitConsent(consentUrl, { decision: 'deny' });
      expect(answer.status).toBe(303);
      const callback = new URL(answer.headers.get('location') ?? '');
      expect(Object.fromEntries(callback.searchParams)).toEqual({
        error: 'access_denied',
        state: 'app-state-0003',
      });
      expect((await submitConsent(consentUrl, { decision: 'approve' })).status).toBe(404);
    });

    it('stops working after 15 minutes', async () => {
      const state = 'app-state-0004';
      const authorized = await call('owner', 'POST', `/companies/${agency}/integrations/ga4/authorize`, {
        state,
      });
      const expiresIn = Date.parse(authorized.body.expires_at) - Date.now();
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
      const answer = await submitConsent(authorized.body.consent_url, { decision: 'approve' });
      const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code');
      await api.db.query(
        `UPDATE ga4_consents SET expires_at = now() - interval '1 second' WHERE state = $1`,
        [state],
      );
      expect((await connect(code, state)).status).toBe(400);
      const late = await authorize('app-state-0005');
      await api.db.query(
        `UPDATE ga4_consents SET expires_at = now() - interval '1 second' WHERE state = $1`,
        ['app-state-0005'],
      );
      expect((await fetch(late)).status).toBe(404);
    });

    it('lets only editors connect, and refuses bad answers with 4xx', async () => {
      const path = `/companies/${agency}/integrations/ga4/authorize`;
      expect((await call('viewer', 'POST', path, { state: 'app-state-0006' })).status).toBe(403);
      expect((await call('nobody', 'POST', path, { state: 'app-state-0006' })).status).toBe(404);
      expect((await call(null, 'POST', path, { state: 'app-state-0006' })).status).toBe(401);
      expect((await call('owner', 'POST', path, { state: 'short' })).status).toBe(422);
      expect((await call('owner', 'POST', path, { state: 'has spaces in it' })).status).toBe(422);
      expect((await call(null, 'GET', '/ga4/consent/not-a-uuid')).status).toBe(400);
      expect((await call(null, 'GET', '/ga4/consent/00000000-0000-4000-8000-000000000000')).status).toBe(404);

      const consentUrl = await authorize('app-state-0007');
      expect((await submitConsent(consentUrl, {})).status).toBe(400);
      expect(
        (await submitConsent(consentUrl, { decision: 'approve', measurement_id: 'G-NOTOFFERED' })).status,
      ).toBe(400);
      const plain = await fetch(consentUrl, { method: 'POST', body: 'decision=approve' });
      expect(plain.status).toBe(400);
      expect((await submitConsent(consentUrl, { decision: 'approve' })).status).toBe(303);
      expect((await connect('made-up-code', 'app-state-0007', 'viewer')).status).toBe(403);
    });
  });
});

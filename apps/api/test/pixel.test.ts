import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { callApi } from './client.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { fresh: advertiser, onboarded, newcomer } = demoAdvertisers;

const SITE = 'https://bluebird.coffee';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) PixelTest/1.0';

describeDatabases('pixel', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  function pixel(params: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${sessions.api.baseUrl}/v1/pixel?${new URLSearchParams(params)}`, { headers });
  }

  /** Runs the served tag script as a page on `href` would, with the real `fetch` reaching the API. */
  async function runTagScript(href: string, referrer: string, calls: unknown[][]): Promise<void> {
    const script = await (await fetch(`${sessions.api.baseUrl}/v1/pixel/tag.js?aid=${advertiser}`)).text();
    const storage = new Map<string, string>();
    const sent: Promise<unknown>[] = [];
    const window = {
      earshot: Object.assign(() => undefined, { q: calls }),
      location: { href },
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      fetch: (url: string, init: RequestInit) => {
        const request = fetch(url, { ...init, mode: 'cors', headers: { 'user-agent': BROWSER } });
        sent.push(request);
        return request;
      },
    };
    runInNewContext(script, { window, document: { referrer } });
    await Promise.all(sent);
    (window.earshot as unknown as (...args: unknown[]) => void)('track', 'signup', { type: 'custom' });
    await Promise.all(sent);
  }

  describe('collection endpoint', () => {
    it('records an event that then shows up in counts, event-name pages and the report CSV', async () => {
      expect((await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body).toEqual({
        count: 0,
      });
      const answer = await pixel(
        {
          aid: advertiser,
          ev: 'purchase',
          url: `${SITE}/checkout/done`,
          ref: 'https://news.example/review',
          cid: 'client-1',
          value: '42.5',
        },
        { 'user-agent': BROWSER },
      );
      expect(answer.status).toBe(204);
      expect(await answer.text()).toBe('');

      expect((await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body).toEqual({
        count: 1,
      });
      const page = await call(
        'owner',
        'GET',
        `/companies/${advertiser}/events/event-name/purchase?page=0&size=10`,
      );
      expect(page.body).toMatchObject({ page: 0, size: 10, total: 1 });
      expect(page.body.events[0]).toMatchObject({
        event_name: 'purchase',
        event_type: 'conversion',
        url: `${SITE}/checkout/done`,
        referrer: 'https://news.example/review',
        user_agent: BROWSER,
        client_id: 'client-1',
        properties: { value: 42.5 },
      });
      expect(Date.now() - Date.parse(page.body.events[0].occurred_at)).toBeLessThan(60_000);

      const report = await call(
        'owner',
        'GET',
        `/companies/${advertiser}/events/report?event_type=conversion`,
      );
      const csv = await (await fetch(report.body.s3_url)).text();
      const lines = csv.trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        `,purchase,conversion,${SITE}/checkout/done,https://news.example/review,${BROWSER},client-1,`,
      );
      expect(lines[1]?.startsWith(page.body.events[0].id)).toBe(true);
    });

    it('passes pixel verification and keeps event types and billable events in step with event names', async () => {
      await pixel({ aid: advertiser, ev: 'newsletter', et: 'conversion', url: `${SITE}/news` });
      await pixel({ aid: advertiser, ev: 'page_view', et: 'page_view', url: `${SITE}/` });

      const types = (await call('owner', 'GET', `/companies/${advertiser}/metrics/event-types`)).body;
      expect(types.map((type: { name: string }) => type.name)).toEqual([
        'newsletter',
        'page_view',
        'purchase',
      ]);
      expect(types.find((type: { name: string }) => type.name === 'page_view')).toMatchObject({
        event_type: 'page_view',
        count: 1,
      });

      const billable = (await call('owner', 'GET', `/companies/${advertiser}/billable-events`)).body;
      expect(billable.map((event: { name: string }) => event.name)).toEqual(['newsletter', 'purchase']);
      expect(billable.every((event: { billable: boolean }) => event.billable === false)).toBe(true);

      const steps = (await call('owner', 'GET', `/companies/${advertiser}/onboarding`)).body;
      expect(steps.filter((step: { name: string }) => step.name === 'pixel')).toHaveLength(1);
    });

    it('answers 429 with Retry-After and a Message past the events per minute of a client and pixel id', async () => {
      sessions.api.config.pixelEventsPerMinute = 3;
      try {
        const statuses: number[] = [];
        for (let event = 0; event < 4; event += 1) {
          statuses.push((await pixel({ aid: onboarded, ev: 'flood', url: `${SITE}/flood` })).status);
        }
        expect(statuses).toEqual([204, 204, 204, 429]);
        const limited = await pixel({ aid: onboarded, ev: 'flood' });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        expect(await limited.json()).toMatchObject({
          Message: expect.stringMatching(/Too many pixel events/),
          code: 'rate_limited',
        });
        const flooded = await call(
          'owner',
          'GET',
          `/companies/${onboarded}/events/event-name/flood?page=0&size=10`,
        );
        expect(flooded.body.total).toBe(3);
      } finally {
        sessions.api.config.pixelEventsPerMinute = 600;
      }
    });

    it('answers images with a 1×1 GIF and any origin with open CORS', async () => {
      const image = await pixel(
        { aid: advertiser, ev: 'page_view', et: 'page_view' },
        {
          accept: 'image/avif,image/webp,image/*,*/*;q=0.8',
          origin: 'https://shop.example',
          referer: `${SITE}/menu`,
        },
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/gif');
      expect(image.headers.get('access-control-allow-origin')).toBe('*');
      const gif = Buffer.from(await image.arrayBuffer());
      expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
      expect([gif.readUInt16LE(6), gif.readUInt16LE(8)]).toEqual([1, 1]);

      const latest = (await call('owner', 'GET', `/companies/${advertiser}/events`)).body[0];
      expect(latest).toMatchObject({ event_name: 'page_view', url: `${SITE}/menu` });
    });

    it('refuses bad input with 400 and unknown advertisers with 404, storing nothing', async () => {
      const before = (await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body.count;
      const refused: Record<string, string>[] = [
        { ev: 'purchase' },
        { aid: 'not-a-uuid', ev: 'purchase' },
        { aid: advertiser },
        { aid: advertiser, ev: '   ' },
        { aid: advertiser, ev: 'x'.repeat(201) },
        { aid: advertiser, ev: 'purchase', et: 'sale' },
        { aid: advertiser, ev: 'purchase', value: '-3' },
        { aid: advertiser, ev: 'purchase', value: 'NaN' },
        { aid: advertiser, ev: 'pur\u0000chase' },
        { aid: advertiser, ev: 'purchase', url: `${SITE}/${'a'.repeat(2000)}` },
      ];
      for (const params of refused) {
        const answer = await pixel(params, { origin: 'https://shop.example' });
        const body = await answer.json();
        expect({ params, status: answer.status }).toEqual({ params, status: 400 });
        expect(body).toMatchObject({ Message: expect.any(String), type: 'error' });
        expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      }
      const unknown = await pixel({ aid: '00000000-0000-4000-8000-000000000000', ev: 'purchase' });
      expect(unknown.status).toBe(404);
      expect((await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body.count).toBe(before);
    });
  });

  describe('pixel settings', () => {
    it('gives the snippet with the advertiser ids and turns verified once an event arrived', async () => {
      const newcomerToken = await sessions.api.tokenFor('newcomer@example.com');
      const settings = async () => {
        const answer = await callApi(
          sessions.api.baseUrl,
          newcomerToken,
          'GET',
          `/companies/${newcomer}/pixel`,
        );
        expect(answer.status).toBe(200);
        return answer.body;
      };
      const before = await settings();
      expect(before).toMatchObject({
        advertiser_id: newcomer,
        tag_url: `${sessions.api.baseUrl}/v1/pixel/tag.js?aid=${newcomer}`,
        collect_url: `${sessions.api.baseUrl}/v1/pixel`,
        verified: false,
        event_count: 0,
        last_event_at: null,
      });
      expect(before.snippet).toContain(`<script async src="${before.tag_url}"></script>`);
      expect(before.snippet).toContain(`${before.collect_url}?aid=${newcomer}&amp;ev=page_view`);

      expect((await pixel({ aid: newcomer, ev: 'page_view', et: 'page_view' })).status).toBe(204);
      const after = await settings();
      expect(after).toMatchObject({ verified: true, event_count: 1 });
      expect(Date.now() - Date.parse(after.last_event_at)).toBeLessThan(60_000);
    });

    it('answers 404 to non-members and 401 without a session', async () => {
      const path = `/companies/${advertiser}/pixel`;
      expect((await call('nobody', 'GET', path)).status).toBe(404);
      expect((await callApi(sessions.api.baseUrl, null, 'GET', path)).status).toBe(401);
    });
  });

  describe('tag script', () => {
    it('serves a script for the advertiser that fires the page view and custom events', async () => {
      const answer = await fetch(`${sessions.api.baseUrl}/v1/pixel/tag.js?aid=${advertiser}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/javascript');
      const script = await answer.text();
      expect(script).toContain(JSON.stringify(advertiser));
      expect(script).toContain(JSON.stringify(`${sessions.api.baseUrl}/v1/pixel`));

      const before = (await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body.count;
      await runTagScript(`${SITE}/landing?utm=podcast`, 'https://search.example/', [
        ['track', 'add_to_cart', { value: 12 }],
      ]);
      expect((await call('owner', 'GET', `/companies/${advertiser}/events/count`)).body.count).toBe(
        before + 3,
      );
      const events = (await call('owner', 'GET', `/companies/${advertiser}/events`)).body.slice(0, 3);
      expect(events.map((event: { event_name: string }) => event.event_name).sort()).toEqual([
        'add_to_cart',
        'page_view',
        'signup',
      ]);
      const byName = Object.fromEntries(
        events.map((event: { event_name: string }) => [event.event_name, event]),
      );
      expect(byName.page_view).toMatchObject({
        event_type: 'page_view',
        url: `${SITE}/landing?utm=podcast`,
        referrer: 'https://search.example/',
        user_agent: BROWSER,
      });
      expect(byName.add_to_cart).toMatchObject({ event_type: 'conversion', properties: { value: 12 } });
      expect(byName.signup.event_type).toBe('custom');
      // One browser, one client id across its hits.
      const clientIds = new Set(events.map((event: { client_id: string }) => event.client_id));
      expect(clientIds.size).toBe(1);
      expect([...clientIds][0]).toMatch(/^[a-z0-9]{8,}$/);
    });

    it('answers 400 for a malformed advertiser id and 404 for an unknown one', async () => {
      expect((await fetch(`${sessions.api.baseUrl}/v1/pixel/tag.js?aid=nope`)).status).toBe(400);
      expect((await fetch(`${sessions.api.baseUrl}/v1/pixel/tag.js`)).status).toBe(400);
      const unknown = await fetch(
        `${sessions.api.baseUrl}/v1/pixel/tag.js?aid=00000000-0000-4000-8000-000000000000`,
      );
      expect(unknown.status).toBe(404);
    });
  });
});

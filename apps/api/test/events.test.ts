import { describe, expect, it } from 'vitest';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describeDatabases('events', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  async function storedCount(where: string, params: unknown[]): Promise<number> {
    const { rows } = await sessions.api.db.query<{ count: string | number }>(
      `SELECT count(*) AS count FROM events WHERE ${where}`,
      params,
    );
    return Number(rows[0]?.count);
  }

  describe('events', () => {
    it('lists the newest 100 events and counts them all', async () => {
      const list = await call('reporter', 'GET', `/companies/${onboarded}/events`);
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(100);
      const times = list.body.map((event: { occurred_at: string }) => event.occurred_at);
      expect(times).toEqual([...times].sort().reverse());
      expect(list.body[0]).toMatchObject({
        properties: { demo: true },
        url: expect.stringMatching(/^https:\/\//),
        user_agent: expect.stringContaining('Mozilla/5.0'),
        client_id: expect.stringMatching(/^demo-visitor-\d+$/),
      });

      const count = await call('viewer', 'GET', `/companies/${onboarded}/events/count`);
      expect(count.body).toEqual({ count: await storedCount('advertiser_uuid = $1', [onboarded]) });
      expect((await call('owner', 'GET', `/companies/${fresh}/events/count`)).body).toEqual({ count: 0 });
      expect((await call('owner', 'GET', `/companies/${fresh}/events`)).body).toEqual([]);
    });

    it('pages the events of one name and filters them by type', async () => {
      const base = `/companies/${onboarded}/events/event-name/purchase`;
      const total = await storedCount('advertiser_uuid = $1 AND event_name = $2', [onboarded, 'purchase']);
      const first = await call('owner', 'GET', `${base}?page=0&size=5`);
      expect(first.body).toMatchObject({ page: 0, size: 5, total });
      expect(first.body.events).toHaveLength(5);
      expect(
        first.body.events.every((event: { event_name: string }) => event.event_name === 'purchase'),
      ).toBe(true);
      const second = await call('owner', 'GET', `${base}?page=1&size=5`);
      const ids = new Set(first.body.events.map((event: { id: string }) => event.id));
      expect(second.body.events.some((event: { id: string }) => ids.has(event.id))).toBe(false);

      expect((await call('owner', 'GET', `${base}?type=page_view`)).body).toMatchObject({
        events: [],
        total: 0,
      });
      expect((await call('owner', 'GET', `${base}?type=conversion`)).body.total).toBe(total);
      expect(
        (await call('owner', 'GET', `/companies/${onboarded}/events/event-name/never-seen`)).body.total,
      ).toBe(0);
    });

    it('exports events as a CSV behind an expiring link', async () => {
      const report = await call(
        'viewer',
        'GET',
        `/companies/${onboarded}/events/report?event_type=conversion`,
      );
      expect(report.status).toBe(200);
      expect(report.body.s3_url).toMatch(new RegExp(`^${sessions.api.baseUrl}/v1/exports/[0-9a-f-]{36}$`));
      const file = await fetch(report.body.s3_url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain('text/csv');
      const lines = (await file.text()).trim().split('\r\n');
      expect(lines[0]).toBe(
        'id,occurred_at,event_name,event_type,url,referrer,user_agent,client_id,properties',
      );
      expect(lines.length - 1).toBe(
        await storedCount('advertiser_uuid = $1 AND event_type = $2', [onboarded, 'conversion']),
      );
      expect(lines.slice(1).every((line) => line.includes(',conversion,'))).toBe(true);

      await sessions.api.db.query("UPDATE exports SET expires_at = now() - interval '1 minute'");
      expect((await fetch(report.body.s3_url)).status).toBe(404);
      expect((await fetch(`${sessions.api.baseUrl}/v1/exports/not-a-uuid`)).status).toBe(400);
    });

    it('answers 400 for bad paging and parameters', async () => {
      const base = `/companies/${onboarded}/events`;
      for (const path of [
        `${base}/event-name/purchase?page=-1`,
        `${base}/event-name/purchase?size=0`,
        `${base}/event-name/purchase?size=5000`,
        `${base}/event-name/purchase?page=abc`,
        `${base}/event-name/${'x'.repeat(300)}`,
        `${base}/report?event_type=`,
        '/companies/<script>/events',
      ]) {
        const answer = await call('owner', 'GET', path);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.body.Message).toEqual(expect.any(String));
      }
    });

    it('answers 404 to non-members on every events route', async () => {
      for (const suffix of ['events', 'events/count', 'events/event-name/purchase', 'events/report']) {
        const answer = await call('nobody', 'GET', `/companies/${onboarded}/${suffix}`);
        expect({ suffix, status: answer.status }).toEqual({ suffix, status: 404 });
      }
    });
  });
});

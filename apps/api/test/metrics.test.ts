import { describe, expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describeDatabases('metrics', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  describe('aggregate metrics', () => {
    it('sums the stored delivery with one series point per day', async () => {
      const answer = await call(
        'reporter',
        'GET',
        `/companies/${onboarded}/metrics/aggregate?startDate=${day(-14)}&endDate=${day(0)}`,
      );
      expect(answer.status).toBe(200);
      const { totals, series, lift, simulated } = answer.body;
      expect(series).toHaveLength(15);
      expect(series[0].date).toBe(day(-14));
      expect(series[14]).toEqual({
        date: day(0),
        impressions: 0,
        spend: 0,
        conversions: 0,
        listens: 0,
        clicks: 0,
      });
      const { rows } = await sessions.api.db.query<{ impressions: string; conversions: string }>(
        `SELECT sum(impressions) AS impressions, sum(conversions) AS conversions FROM campaign_daily_metrics
         WHERE advertiser_uuid = $1 AND day BETWEEN $2 AND $3`,
        [onboarded, day(-14), day(0)],
      );
      expect(totals.impressions).toBe(Number(rows[0]?.impressions));
      expect(totals.conversions).toBe(Number(rows[0]?.conversions));
      expect(totals.cpm).toBeCloseTo((totals.spend / totals.impressions) * 1000, 1);
      expect(lift).toBeNull();
      expect(simulated).toBe(true);
    });

    it('keeps CPA campaigns only on aggregate_cpa and adds lift when asked', async () => {
      const range = `startDate=${day(-30)}&endDate=${day(-1)}`;
      const all = (await call('owner', 'GET', `/companies/${onboarded}/metrics/aggregate?${range}`)).body;
      const cpa = await call(
        'cpa',
        'GET',
        `/companies/${onboarded}/metrics/aggregate_cpa?${range}&useLift=true`,
      );
      expect(cpa.status).toBe(200);
      expect(cpa.body.totals.impressions).toBeGreaterThan(0);
      expect(cpa.body.totals.impressions).toBeLessThan(all.totals.impressions);
      const { lift } = cpa.body;
      expect(lift.exposed_conversion_rate).toBeGreaterThan(lift.control_conversion_rate);
      expect(lift.lift_percent).toBeGreaterThan(0);
      expect(lift.confidence).toBeGreaterThan(0.5);
      expect(lift.confidence).toBeLessThanOrEqual(1);
      const withoutLift = await call(
        'cpa',
        'GET',
        `/companies/${onboarded}/metrics/aggregate_cpa?${range}&useLift=false`,
      );
      expect(withoutLift.body.lift).toBeNull();
    });

    it('answers zeros, not errors, for an advertiser without delivery', async () => {
      const answer = await call('owner', 'GET', `/companies/${fresh}/metrics/aggregate_cpa?useLift=true`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        totals: { impressions: 0, spend: 0, cpa: null },
        lift: null,
        simulated: false,
      });
      expect(answer.body.series).toHaveLength(30);
    });

    it('answers 400 for bad parameters and 404 to non-members', async () => {
      const base = `/companies/${onboarded}/metrics`;
      for (const path of [
        `${base}/aggregate_cpa?useLift=yes`,
        `${base}/aggregate?startDate=2026-1-1`,
        `${base}/aggregate?startDate=${day(-1)}&endDate=${day(-5)}`,
        `${base}/report/unknown-dashboard`,
      ]) {
        const answer = await call('owner', 'GET', path);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      }
      for (const suffix of ['aggregate', 'aggregate_cpa', 'report/cpm', 'event-types']) {
        const answer = await call('nobody', 'GET', `${base}/${suffix}`);
        expect({ suffix, status: answer.status }).toEqual({ suffix, status: 404 });
      }
    });
  });

  describe('dashboards and event types', () => {
    it('links each dashboard to an embeddable page that only its token opens', async () => {
      for (const name of ['cpm', 'cpa', 'cpa-incrementality']) {
        const report = await call('viewer', 'GET', `/companies/${onboarded}/metrics/report/${name}`);
        expect(report.status).toBe(200);
        const page = await fetch(report.body.url);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toContain('text/html');
        const html = await page.text();
        expect(html).toContain('<table>');
        expect(html).toContain('<th scope="row">Listens</th>');
        expect(html).toContain('demo data');
        expect(html.includes('Incrementality')).toBe(name === 'cpa-incrementality');
      }
      const cpm = new URL(
        (await call('viewer', 'GET', `/companies/${onboarded}/metrics/report/cpm`)).body.url,
      );
      const swapped = new URL(cpm.toString().replace('/dashboards/cpm', '/dashboards/cpa'));
      expect((await fetch(swapped)).status).toBe(401);
      expect((await fetch(`${sessions.api.baseUrl}/v1/dashboards/cpm?token=forged.token`)).status).toBe(401);
    });

    it('lists the event types with counts from the stored events', async () => {
      const answer = await call('reporter', 'GET', `/companies/${onboarded}/metrics/event-types`);
      expect(answer.status).toBe(200);
      const purchase = answer.body.find((type: { name: string }) => type.name === 'purchase');
      const { rows } = await sessions.api.db.query<{ count: string }>(
        "SELECT count(*) AS count FROM events WHERE advertiser_uuid = $1 AND event_name = 'purchase'",
        [onboarded],
      );
      expect(purchase).toMatchObject({ event_type: 'conversion', count: Number(rows[0]?.count) });
      expect(Date.parse(purchase.last_seen_at)).toBeLessThanOrEqual(Date.now());
      expect((await call('owner', 'GET', `/companies/${fresh}/metrics/event-types`)).body).toEqual([]);
    });
  });
});

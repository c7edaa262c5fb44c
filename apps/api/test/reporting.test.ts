import { describe, expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded } = demoAdvertisers;

describeDatabases('reporting', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  describe('reporting', () => {
    it('lists delivery per campaign and day within the range, ordered by date', async () => {
      const range = `startDate=${day(-7)}&endDate=${day(-1)}`;
      const answer = await call('reporter', 'GET', `/companies/${onboarded}/reporting?${range}`);
      expect(answer.status).toBe(200);
      const rows = answer.body as {
        date: string;
        spend: number;
        impressions: number;
        listens: number;
        clicks: number;
        cpm: number;
        simulated: boolean;
      }[];
      const { rows: stored } = await sessions.api.db.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM campaign_daily_metrics WHERE advertiser_uuid = $1 AND day BETWEEN $2 AND $3',
        [onboarded, day(-7), day(-1)],
      );
      expect(rows.length).toBe(Number(stored[0]?.count));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort());
      for (const row of rows) {
        expect(row.date >= day(-7) && row.date <= day(-1)).toBe(true);
        expect(row.cpm).toBeCloseTo((row.spend / row.impressions) * 1000, 1);
        expect(row.listens).toBeLessThanOrEqual(row.impressions);
        expect(row.clicks).toBeLessThan(row.listens);
        // The demo delivery comes from the simulator and says so.
        expect(row.simulated).toBe(true);
      }
    });

    it('defaults to the last 30 days', async () => {
      const answer = await call('viewer', 'GET', `/companies/${onboarded}/reporting`);
      expect(answer.status).toBe(200);
      const dates = (answer.body as { date: string }[]).map((row) => row.date);
      expect(dates.every((date) => date >= day(-29))).toBe(true);
      expect(new Set(dates).size).toBeGreaterThanOrEqual(28);
    });

    it('downloads the same rows as CSV with a named attachment', async () => {
      const range = `startDate=${day(-7)}&endDate=${day(-1)}`;
      const json = await call('owner', 'GET', `/companies/${onboarded}/reporting?${range}`);
      const csv = await call('owner', 'GET', `/companies/${onboarded}/reporting/download?${range}`);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="report-${day(-7)}-${day(-1)}.csv"`,
      );
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'date,campaign_id,campaign_name,impressions,reach,spend,conversions,cpm,cpa,listens,clicks,simulated',
      );
      expect(lines.length - 1).toBe(json.body.length);
      expect(lines[1]?.startsWith(`${json.body[0].date},${json.body[0].campaign_id},`)).toBe(true);
    });

    it('defuses spreadsheet formulas in campaign names', async () => {
      await sessions.api.db.query(
        `INSERT INTO campaign_daily_metrics (advertiser_uuid, campaign_id, campaign_name, day, impressions, spend)
         VALUES ($1, gen_random_uuid(), '=HYPERLINK("http://evil.example")', $2, 10, 1)`,
        [onboarded, '2020-01-01'],
      );
      const csv = await call(
        'owner',
        'GET',
        `/companies/${onboarded}/reporting/download?startDate=2020-01-01&endDate=2020-01-01`,
      );
      expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(csv.body.trim().endsWith(',false')).toBe(true);
    });

    it('answers 400 for missing, malformed, reversed or too long ranges', async () => {
      const base = `/companies/${onboarded}/reporting`;
      for (const path of [
        `${base}/download`,
        `${base}/download?startDate=${day(-3)}`,
        `${base}?startDate=2026-13-01`,
        `${base}?startDate=yesterday`,
        `${base}?startDate=${day(-1)}&endDate=${day(-3)}`,
        `${base}?startDate=2020-01-01&endDate=2022-01-01`,
        `${base}?endDate=2026-02-30`,
        '/companies/1%20OR%201=1/reporting',
      ]) {
        const answer = await call('owner', 'GET', path);
        expect({ path, status: answer.status }).toEqual({ path, status: 400 });
        expect(answer.body.Message).toEqual(expect.any(String));
      }
    });

    it('answers 404 to non-members and 401 without a session', async () => {
      expect((await call('nobody', 'GET', `/companies/${onboarded}/reporting`)).status).toBe(404);
      const download = await call(
        'nobody',
        'GET',
        `/companies/${onboarded}/reporting/download?startDate=${day(-2)}&endDate=${day(-1)}`,
      );
      expect(download.status).toBe(404);
      expect((await fetch(`${sessions.api.baseUrl}/v1/companies/${onboarded}/reporting`)).status).toBe(401);
    });
  });
});

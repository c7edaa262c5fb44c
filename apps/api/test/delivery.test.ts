import { beforeAll, describe, expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { fresh: advertiser } = demoAdvertisers;

type TestCampaign = {
  key: string;
  status: string;
  goal?: string;
  pacing: number;
  billing?: number;
  budget: number;
  maxDaily?: number;
  /** Flight, in days from today. */
  start: number;
  end: number;
};

/** Campaigns of every pacing and status, with flights in the past, around today and ahead. */
const CAMPAIGNS: TestCampaign[] = [
  { key: 'asap', status: 'running', pacing: 1, budget: 2500, start: -20, end: 5 },
  { key: 'fixed', status: 'running', pacing: 2, budget: 9000, maxDaily: 150, start: -15, end: 10 },
  { key: 'front', status: 'completed', pacing: 3, budget: 4000, start: -40, end: -11 },
  { key: 'back', status: 'completed', pacing: 4, budget: 4000, start: -40, end: -11 },
  { key: 'even', status: 'running', pacing: 5, budget: 3000, maxDaily: 90, start: -12, end: 17 },
  { key: 'lifetime', status: 'running', pacing: 6, budget: 1000, start: -8, end: 1 },
  { key: 'cpa', status: 'running', goal: 'sales', pacing: 8, billing: 3, budget: 9000, start: -45, end: 44 },
  { key: 'paused', status: 'paused', pacing: 5, budget: 5000, start: -10, end: 10 },
  { key: 'draft', status: 'draft', pacing: 1, budget: 5000, start: -10, end: 10 },
  { key: 'future', status: 'running', pacing: 5, budget: 5000, start: 3, end: 30 },
  { key: 'scheduled', status: 'scheduled', pacing: 5, budget: 1500, start: -5, end: 20 },
  // Long enough that its days are stored in several statements.
  { key: 'long', status: 'completed', pacing: 5, budget: 600_000, start: -1200, end: -1 },
];

type StoredRow = {
  campaign_id: string;
  day: string;
  impressions: number;
  reach: number;
  listens: number;
  clicks: number;
  spend: string;
  conversions: number;
  control_reach: number;
  control_conversions: number;
  simulated: boolean;
};

const ids: Record<string, string> = {};

const cents = (value: number | string) => Math.round(Number(value) * 100);

const rowsOf = (rows: StoredRow[], key: string) => rows.filter((row) => row.campaign_id === ids[key]);
const spentCents = (rows: StoredRow[]) => rows.reduce((sum, row) => sum + cents(row.spend), 0);

describeDatabases('delivery simulator', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  async function storedRows(): Promise<StoredRow[]> {
    const { rows } = await sessions.api.db.query<StoredRow>(
      `SELECT campaign_id, to_char(day, 'YYYY-MM-DD') AS day, impressions, reach, listens, clicks, spend, conversions,
         control_reach, control_conversions, simulated
       FROM campaign_daily_metrics WHERE advertiser_uuid = $1 ORDER BY campaign_id, day`,
      [advertiser],
    );
    return rows;
  }

  beforeAll(async () => {
    for (const campaign of CAMPAIGNS) {
      const { rows } = await sessions.api.db.query<{ id: string }>(
        `INSERT INTO campaigns (advertiser_uuid, name, goal, campaign_type, status, budget, max_daily_budget, start_date,
           end_date, pacing_type, billing_type)
         VALUES ($1, $2, $3, 1, $4, $5, $6, $7::date, $8::date, $9, $10) RETURNING id`,
        [
          advertiser,
          `Delivery ${campaign.key}`,
          campaign.goal ?? 'brand',
          campaign.status,
          campaign.budget,
          campaign.maxDaily ?? null,
          day(campaign.start),
          day(campaign.end),
          campaign.pacing,
          campaign.billing ?? 1,
        ],
      );
      ids[campaign.key] = rows[0]?.id as string;
    }
  });

  describe('when metrics are read', () => {
    it('simulates the days not yet simulated once, even under concurrent reads', async () => {
      expect(await storedRows()).toEqual([]);
      const range = `startDate=${day(-60)}&endDate=${day(0)}`;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          call('owner', 'GET', `/companies/${advertiser}/metrics/aggregate?${range}`),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const rows = await storedRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.simulated)).toBe(true);
      expect(answers.every((answer) => answer.body.simulated === true)).toBe(true);
      expect(answers.map((answer) => answer.body)).toEqual(answers.map(() => answers[0]?.body));
      await call('owner', 'GET', `/companies/${advertiser}/reporting?${range}`);
      expect(await storedRows()).toEqual(rows);
    });

    it('never exceeds the total or the daily budget', async () => {
      const rows = await storedRows();
      for (const campaign of CAMPAIGNS) {
        const own = rowsOf(rows, campaign.key);
        expect({ key: campaign.key, over: spentCents(own) > campaign.budget * 100 }).toEqual({
          key: campaign.key,
          over: false,
        });
        if (campaign.maxDaily === undefined) continue;
        for (const row of own) expect(cents(row.spend)).toBeLessThanOrEqual(campaign.maxDaily * 100);
      }
      // ASAP spends its whole budget within days; fixed daily spends at least 92% of its daily amount,
      // less what rounding down to whole impressions (under 2.8 cents at a CPM of 28) and then to whole
      // cents (under 1 cent) takes, except on a day its supply collapses (about 6% of days), which
      // sells at least a fifth of the usual inventory.
      expect(spentCents(rowsOf(rows, 'asap'))).toBeGreaterThan(2500 * 100 * 0.9);
      expect(rowsOf(rows, 'asap').length).toBeLessThan(10);
      const fixed = rowsOf(rows, 'fixed').map((row) => cents(row.spend));
      const full = fixed.filter((spend) => spend > 150 * 92 - 3.8);
      expect(full.length).toBeGreaterThanOrEqual(Math.ceil(fixed.length * 0.8));
      for (const spend of fixed) expect(spend).toBeGreaterThan(0);
      const campaigns = (await call('owner', 'GET', `/companies/${advertiser}/campaigns`)).body as {
        id: string;
        spend: number;
        impressions: number;
      }[];
      for (const campaign of campaigns) {
        const own = rows.filter((row) => row.campaign_id === campaign.id);
        expect(cents(campaign.spend)).toBe(spentCents(own));
        expect(campaign.impressions).toBe(own.reduce((sum, row) => sum + Number(row.impressions), 0));
      }
    });

    it('delivers nothing outside flight dates, after yesterday, or while not running', async () => {
      const rows = await storedRows();
      for (const campaign of CAMPAIGNS) {
        for (const row of rowsOf(rows, campaign.key)) {
          expect(row.day >= day(campaign.start)).toBe(true);
          expect(row.day <= day(Math.min(campaign.end, -1))).toBe(true);
        }
      }
      for (const key of ['paused', 'draft', 'future']) expect(rowsOf(rows, key)).toEqual([]);
      // Completed campaigns ran through their whole flight; even pacing delivered every day so far.
      expect(rowsOf(rows, 'front')).toHaveLength(30);
      expect(rowsOf(rows, 'long')).toHaveLength(1200);
      // A scheduled campaign starts delivering when its flight starts.
      expect(rowsOf(rows, 'scheduled').map((row) => row.day)).toEqual(
        Array.from({ length: 5 }, (_, i) => day(i - 5)),
      );
      expect(rowsOf(rows, 'even').map((row) => row.day)).toEqual(
        Array.from({ length: 12 }, (_, i) => day(i - 12)),
      );
      const firstWeek = (key: string) => spentCents(rowsOf(rows, key).slice(0, 7));
      const lastWeek = (key: string) => spentCents(rowsOf(rows, key).slice(-7));
      expect(firstWeek('front')).toBeGreaterThan(lastWeek('front'));
      expect(lastWeek('back')).toBeGreaterThan(firstWeek('back'));
    });

    it('plays the same delivery again from scratch (deterministic)', async () => {
      const before = await storedRows();
      const { db } = sessions.api;
      await db.query('DELETE FROM campaign_daily_metrics WHERE advertiser_uuid = $1', [advertiser]);
      await db.query('DELETE FROM delivery_simulations WHERE advertiser_uuid = $1', [advertiser]);
      expect((await call('owner', 'GET', `/companies/${advertiser}/metrics/aggregate_cpa`)).status).toBe(200);
      expect(await storedRows()).toEqual(before);
    });
  });

  describe("a campaign's delivery history", () => {
    type HistoryDay = { date: string; spend: number | null; target: number };
    const history = async (key: string) => {
      const answer = await call('owner', 'GET', `/companies/${advertiser}/campaigns/${ids[key]}/delivery`);
      expect(answer.status).toBe(200);
      return answer.body as { delivery: { spent: number; state: string }; days: HistoryDay[] };
    };

    it('lists every flight day: the stored spend of finished days, null from today on', async () => {
      const rows = await storedRows();
      for (const key of ['even', 'scheduled', 'front', 'future', 'paused']) {
        const campaign = CAMPAIGNS.find((candidate) => candidate.key === key) as TestCampaign;
        const { days, delivery } = await history(key);
        expect(days.map((entry) => entry.date)).toEqual(
          Array.from({ length: campaign.end - campaign.start + 1 }, (_, i) => day(campaign.start + i)),
        );
        const stored = new Map(rowsOf(rows, key).map((row) => [row.day, cents(row.spend)]));
        for (const entry of days) {
          if (entry.date < day(0)) expect(cents(entry.spend ?? -1)).toBe(stored.get(entry.date) ?? 0);
          else expect(entry.spend).toBeNull();
        }
        expect(cents(delivery.spent)).toBe(spentCents(rowsOf(rows, key)));
      }
    });

    it('gives each day the target pacing set for it: even pacing spreads what is left over the days left', async () => {
      const campaign = CAMPAIGNS.find((candidate) => candidate.key === 'even') as TestCampaign;
      const { days } = await history('even');
      let spent = 0;
      days.forEach((entry, index) => {
        const left = campaign.end - campaign.start + 1 - index;
        const planned = Math.floor(
          Math.min((campaign.budget * 100 - spent) / left, (campaign.maxDaily ?? 0) * 100),
        );
        expect(cents(entry.target)).toBe(planned);
        spent += entry.spend === null ? planned : cents(entry.spend);
      });
      // Finished days spent close to their target: the feedback pacing keeps each day near it.
      const finished = days.filter((entry) => entry.spend !== null);
      const total = (list: HistoryDay[], key: 'spend' | 'target') =>
        list.reduce((sum, entry) => sum + (entry[key] ?? 0), 0);
      expect(total(finished, 'spend') / total(finished, 'target')).toBeGreaterThan(0.85);
      // The days ahead plan the rest of the budget, never past the daily cap.
      expect(
        total(days, 'spend') +
          total(
            days.filter((entry) => entry.spend === null),
            'target',
          ),
      ).toBeLessThanOrEqual(campaign.budget + 0.01);
    });

    it('answers 404 for a campaign of another advertiser and 400 for a malformed id', async () => {
      const { rows } = await sessions.api.db.query<{ id: string }>(
        'SELECT id FROM campaigns WHERE advertiser_uuid = $1 LIMIT 1',
        [demoAdvertisers.onboarded],
      );
      const foreign = rows[0]?.id;
      expect(foreign).toBeDefined();
      expect(
        (await call('owner', 'GET', `/companies/${advertiser}/campaigns/${foreign}/delivery`)).status,
      ).toBe(404);
      const malformed = await call('owner', 'GET', `/companies/${advertiser}/campaigns/nope/delivery`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.Message).toMatch(/campaignId/);
    });
  });

  describe('aggregate metrics', () => {
    it('add up exactly to the stored impressions, spend, listens, clicks and conversions, day by day', async () => {
      const answer = await call(
        'owner',
        'GET',
        `/companies/${advertiser}/metrics/aggregate?startDate=${day(-30)}&endDate=${day(0)}`,
      );
      expect(answer.status).toBe(200);
      const rows = (await storedRows()).filter((row) => row.day >= day(-30));
      const { totals, series } = answer.body;
      const sum = (list: StoredRow[], key: 'impressions' | 'reach' | 'listens' | 'clicks' | 'conversions') =>
        list.reduce((total, row) => total + Number(row[key]), 0);
      expect(totals).toMatchObject({
        impressions: sum(rows, 'impressions'),
        reach: sum(rows, 'reach'),
        listens: sum(rows, 'listens'),
        clicks: sum(rows, 'clicks'),
        conversions: sum(rows, 'conversions'),
      });
      expect(cents(totals.spend)).toBe(spentCents(rows));
      expect(series).toHaveLength(31);
      for (const point of series) {
        const ofDay = rows.filter((row) => row.day === point.date);
        expect(point).toEqual({
          date: point.date,
          impressions: sum(ofDay, 'impressions'),
          spend: spentCents(ofDay) / 100,
          conversions: sum(ofDay, 'conversions'),
          listens: sum(ofDay, 'listens'),
          clicks: sum(ofDay, 'clicks'),
        });
      }
      expect(totals.cpm).toBeCloseTo((totals.spend / totals.impressions) * 1000, 2);
      expect(totals.cpa).toBeCloseTo(totals.spend / totals.conversions, 2);
    });

    it('keeps CPA campaigns on aggregate_cpa and measures lift against the control group', async () => {
      const range = `startDate=${day(-45)}&endDate=${day(-1)}`;
      const plain = await call('owner', 'GET', `/companies/${advertiser}/metrics/aggregate_cpa?${range}`);
      expect(plain.body.lift).toBeNull();
      const answer = await call(
        'owner',
        'GET',
        `/companies/${advertiser}/metrics/aggregate_cpa?${range}&useLift=true`,
      );
      const cpa = rowsOf(await storedRows(), 'cpa');
      const sum = (key: 'reach' | 'conversions' | 'control_reach' | 'control_conversions') =>
        cpa.reduce((total, row) => total + Number(row[key]), 0);
      expect(answer.body.totals.impressions).toBe(
        cpa.reduce((total, row) => total + Number(row.impressions), 0),
      );
      expect(answer.body.totals).toEqual(plain.body.totals);

      // Lift: exposed against unexposed conversion rates, and a one-sided two-proportion z-test.
      const exposed = sum('conversions') / sum('reach');
      const control = sum('control_conversions') / sum('control_reach');
      const pooled =
        (sum('conversions') + sum('control_conversions')) / (sum('reach') + sum('control_reach'));
      const z =
        (exposed - control) /
        Math.sqrt(pooled * (1 - pooled) * (1 / sum('reach') + 1 / sum('control_reach')));
      const { lift } = answer.body;
      expect(lift.exposed_conversion_rate).toBeCloseTo(exposed, 6);
      expect(lift.control_conversion_rate).toBeCloseTo(control, 6);
      expect(lift.lift_percent).toBeCloseTo(((exposed - control) / control) * 100, 2);
      expect(lift.incremental_conversions).toBeCloseTo(sum('conversions') - control * sum('reach'), 2);
      expect(lift.confidence).toBeCloseTo(normalCdf(z), 3);
      expect(lift.lift_percent).toBeGreaterThan(20);
    });
  });
});

/** Φ(z) by Simpson's rule over the standard normal density: independent of the server's approximation. */
function normalCdf(z: number): number {
  const steps = 2000;
  const from = -10;
  const width = (z - from) / steps;
  const density = (x: number) => Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI);
  let total = density(from) + density(z);
  for (let i = 1; i < steps; i += 1) total += density(from + i * width) * (i % 2 === 0 ? 2 : 4);
  return (total * width) / 3;
}

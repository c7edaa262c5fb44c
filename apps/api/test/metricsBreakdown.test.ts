import { ADDITIVE_BREAKDOWN_METRICS, BREAKDOWN_DIMENSIONS } from '@earshot/validators';
import { expect, it } from 'vitest';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded } = demoAdvertisers;

const DIMENSIONS = BREAKDOWN_DIMENSIONS;

const ADDITIVE = ADDITIVE_BREAKDOWN_METRICS;

type Metrics = Record<(typeof ADDITIVE)[number] | 'reach', number> & {
  cpm: number | null;
  cpa: number | null;
  roas: number | null;
};
type Breakdown = { rows: (Metrics & { key: string; label: string })[]; totals: Metrics };

const range = `start_date=${day(-60)}&end_date=${day(0)}`;

describeDatabases('metrics breakdown', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;
  const breakdown = async (query: string, who = 'reporter'): Promise<Breakdown> => {
    const answer = await call(who, 'GET', `/companies/${onboarded}/metrics/breakdown?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as Breakdown;
  };

  it('answers every dimension with rows whose additive metrics add up to the totals', async () => {
    const aggregate = await call(
      'reporter',
      'GET',
      `/companies/${onboarded}/metrics/aggregate?startDate=${day(-60)}&endDate=${day(0)}`,
    );
    for (const dimension of DIMENSIONS) {
      const { rows, totals } = await breakdown(`dimension=${dimension}&${range}`);
      expect(rows.length, dimension).toBeGreaterThan(0);
      for (const metric of ADDITIVE) {
        const sum = rows.reduce((acc, row) => acc + row[metric], 0);
        expect(sum, `${dimension} ${metric}`).toBeCloseTo(totals[metric], 2);
      }
      // The exposures add up to the daily delivery the aggregate reads.
      expect(totals.impressions, dimension).toBe(aggregate.body.totals.impressions);
      expect(totals.spend, dimension).toBeCloseTo(aggregate.body.totals.spend, 2);
      expect(totals.reach).toBeGreaterThan(0);
      expect(totals.reach).toBeLessThanOrEqual(rows.reduce((acc, row) => acc + row.reach, 0));
      for (const row of rows) expect(row.label, `${dimension} ${row.key}`).not.toBe('');
      // Conversions are the pixel's (unmodeled) and the modeled ones, side by side.
      for (const row of [...rows, totals]) {
        expect(row.conversions).toBeCloseTo(row.pixel_conversions + row.modeled_conversions, 3);
      }
      expect(totals.modeled_conversions).toBeGreaterThan(0);
      expect(totals.cpm).toBeCloseTo((totals.spend / totals.impressions) * 1000, 1);
      expect(totals.roas).toBeCloseTo(totals.conversion_value / totals.spend, 3);
    }
  });

  it('labels rows with human names', async () => {
    const dayparts = await breakdown(`dimension=daypart&${range}`);
    expect(dayparts.rows.map((row) => row.label)).toContain('Morning (06–10)');
    const countries = await breakdown(`dimension=country&${range}`);
    expect(countries.rows.find((row) => row.key === 'US')?.label).toBe('United States');
    const campaigns = await breakdown(`dimension=campaign&${range}`);
    const { rows } = await sessions.api.db.query<{ id: string; name: string }>(
      'SELECT id::text, name FROM campaigns WHERE advertiser_uuid = $1',
      [onboarded],
    );
    for (const row of campaigns.rows) {
      expect(row.label).toBe(rows.find((campaign) => campaign.id === row.key)?.name);
    }
    const weeks = await breakdown(`dimension=week&${range}`);
    for (const row of weeks.rows) expect(new Date(`${row.key}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('keeps the campaigns asked for, comma-separated or repeated', async () => {
    const all = await breakdown(`dimension=campaign&${range}`);
    const [first, second] = all.rows;
    if (!first || !second) throw new Error('The demo needs two delivering campaigns');
    const one = await breakdown(`dimension=show&${range}&campaign_ids=${first.key}`);
    expect(one.totals.impressions).toBe(first.impressions);
    expect(one.totals.spend).toBeCloseTo(first.spend, 2);
    const listed = await breakdown(`dimension=day&${range}&campaign_ids=${first.key},${second.key}`);
    const repeated = await breakdown(
      `dimension=day&${range}&campaign_ids=${first.key}&campaign_ids=${second.key}`,
    );
    expect(listed.totals.impressions).toBe(first.impressions + second.impressions);
    expect(repeated.totals).toEqual(listed.totals);
  });

  it('answers null ratios without impressions, conversions or spend', async () => {
    const empty = await breakdown(`dimension=device&start_date=${day(300)}&end_date=${day(310)}`);
    expect(empty.rows).toEqual([]);
    expect(empty.totals).toMatchObject({ impressions: 0, reach: 0, cpm: null, cpa: null, roas: null });
  });

  it('answers 400 naming the parameter for bad queries', async () => {
    const base = `/companies/${onboarded}/metrics/breakdown`;
    const cases: [string, RegExp][] = [
      [`?${range}`, /dimension/],
      [`?dimension=planet&${range}`, /dimension/],
      [`?dimension=day&start_date=${day(0)}&end_date=${day(-5)}`, /start_date must be on or before end_date/],
      [`?dimension=day&start_date=2025-02-30&end_date=${day(0)}`, /start_date/],
      [`?dimension=day&${range}&attribution_window_days=0`, /attribution_window_days/],
      [`?dimension=day&${range}&attribution_window_days=61`, /attribution_window_days/],
      [`?dimension=day&${range}&attribution_model=data_driven`, /attribution_model/],
      [`?dimension=day&${range}&campaign_ids=not-a-uuid`, /campaign_ids/],
    ];
    for (const [query, message] of cases) {
      const answer = await call('owner', 'GET', `${base}${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.Message, query).toMatch(message);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { incrementality } from '../src/resources/metrics/lift.ts';
import { day } from './days.ts';
import { demoAdvertisers, describeDatabases } from './harness.ts';
import { roleSessionsForSuite } from './roleSessions.ts';

const { onboarded, fresh } = demoAdvertisers;

describe('incrementality estimate', () => {
  it('gives the lift with the log relative risk interval on known counts', () => {
    const answer = incrementality({
      exposed: { users: 10_000, conversions: 300 },
      control: { users: 10_000, conversions: 200 },
    });
    // By hand: RR = 0.03 / 0.02 = 1.5; SE = √(1/300 − 1/10000 + 1/200 − 1/10000) = 0.0901850;
    // exp(ln 1.5 ± 1.959964 × 0.0901850) − 1 = 0.25697 and 0.79002.
    expect(answer).toEqual({
      exposed: { users: 10_000, conversions: 300 },
      control: { users: 10_000, conversions: 200 },
      lift: 0.5,
      ci_low: 0.257,
      ci_high: 0.79,
      confidence_level: 0.95,
      significant: true,
      method: 'log_relative_risk_z_interval',
      reason: null,
    });
  });

  it('is not significant when the interval crosses zero', () => {
    const answer = incrementality({
      exposed: { users: 150, conversions: 12 },
      control: { users: 150, conversions: 10 },
    });
    // RR = 1.2; SE = √(1/12 − 1/150 + 1/10 − 1/150); interval −0.4652 … 1.6924.
    expect(answer.lift).toBe(0.2);
    expect(answer.ci_low).toBe(-0.4652);
    expect(answer.ci_high).toBe(1.6924);
    expect(answer.significant).toBe(false);
  });

  it('says not enough data under 100 users or 10 conversions in a group', () => {
    for (const counts of [
      { exposed: { users: 99, conversions: 50 }, control: { users: 1000, conversions: 20 } },
      { exposed: { users: 1000, conversions: 50 }, control: { users: 1000, conversions: 9 } },
    ]) {
      expect(incrementality(counts)).toMatchObject({
        lift: null,
        ci_low: null,
        ci_high: null,
        significant: false,
        reason: 'not_enough_data',
      });
    }
  });
});

describeDatabases('incrementality', (database) => {
  const sessions = roleSessionsForSuite(database);
  const { call } = sessions;

  it('compares the exposed and control groups of the days and campaigns asked for', async () => {
    const answer = await call(
      'reporter',
      'GET',
      `/companies/${onboarded}/metrics/incrementality?start_date=${day(-60)}&end_date=${day(0)}`,
    );
    expect(answer.status).toBe(200);
    const { rows } = await sessions.api.db.query<Record<string, string>>(
      `SELECT sum(reach) AS reach, sum(conversions) AS conversions, sum(control_reach) AS control_reach,
         sum(control_conversions) AS control_conversions
       FROM campaign_daily_metrics WHERE advertiser_uuid = $1 AND day BETWEEN $2 AND $3`,
      [onboarded, day(-60), day(0)],
    );
    const sums = rows[0] ?? {};
    const counts = {
      exposed: { users: Number(sums.reach), conversions: Number(sums.conversions) },
      control: { users: Number(sums.control_reach), conversions: Number(sums.control_conversions) },
    };
    expect(answer.body).toEqual(incrementality(counts));
    expect(answer.body.lift).toBeGreaterThan(0);
  });

  it('says not enough data for an advertiser without delivery', async () => {
    const answer = await call('owner', 'GET', `/companies/${fresh}/metrics/incrementality`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      exposed: { users: 0, conversions: 0 },
      control: { users: 0, conversions: 0 },
      lift: null,
      significant: false,
      reason: 'not_enough_data',
    });
  });

  it('answers 400 for reversed dates', async () => {
    const answer = await call(
      'owner',
      'GET',
      `/companies/${onboarded}/metrics/incrementality?start_date=${day(0)}&end_date=${day(-1)}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.Message).toMatch(/start_date/);
  });
});

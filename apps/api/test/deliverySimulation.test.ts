import { describe, expect, it } from 'vitest';
import { type DeliveringCampaign, simulateCampaign } from '../src/services/delivery/simulateCampaign.ts';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * DAY_MS).toISOString().slice(0, 10);
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => day(from + i));
const fresh = { spentCents: 0, conversionCarry: 0, controlCarry: 0 };
/** A campaign's supply: 40,000 impressions a day at a CPM of 16 before the auction's markup. */
const SUPPLY = { dailyImpressions: 40_000, cpm: 16 };

function campaign(overrides: Partial<DeliveringCampaign>): DeliveringCampaign {
  return {
    id: 'a7d1c0de-0000-4000-8000-000000000001',
    goal: 'sales',
    pacing_type: 5,
    budget: 3000,
    max_daily_budget: null,
    start_date: day(0),
    end_date: day(29),
    ...overrides,
  };
}

const totalCents = (rows: { spendCents: number }[]) => rows.reduce((sum, row) => sum + row.spendCents, 0);

describe('delivery simulation', () => {
  it('never spends past the budget, whatever the pacing', () => {
    for (const pacing_type of [1, 2, 3, 4, 5, 6, 8]) {
      for (const budget of [0, 0.5, 37.21, 900, 250_000]) {
        const { rows, state } = simulateCampaign(
          campaign({ pacing_type, budget }),
          SUPPLY,
          fresh,
          days(-5, 40),
        );
        expect(totalCents(rows)).toBeLessThanOrEqual(Math.round(budget * 100));
        expect(state.spentCents).toBe(totalCents(rows));
      }
    }
  });

  it('keeps every day within the max daily budget', () => {
    for (const pacing_type of [1, 2, 3, 4, 5, 6, 8]) {
      const { rows } = simulateCampaign(
        campaign({ pacing_type, budget: 100_000, max_daily_budget: 45.5 }),
        SUPPLY,
        fresh,
        days(0, 29),
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.spendCents).toBeLessThanOrEqual(4550);
    }
  });

  it('delivers nothing outside the flight dates', () => {
    const { rows } = simulateCampaign(
      campaign({ start_date: day(10), end_date: day(14) }),
      SUPPLY,
      fresh,
      days(0, 30),
    );
    expect(rows.map((row) => row.day)).toEqual(days(10, 14));
  });

  it('spends as fast as supply allows on ASAP and spreads the budget on even pacing', () => {
    const asap = simulateCampaign(campaign({ pacing_type: 1 }), SUPPLY, fresh, days(0, 29)).rows;
    expect(asap.length).toBeLessThan(10);
    expect(totalCents(asap)).toBeGreaterThan(3000 * 100 * 0.9);

    const even = simulateCampaign(campaign({ pacing_type: 5 }), SUPPLY, fresh, days(0, 29)).rows;
    expect(even).toHaveLength(30);
    const perDay = even.map((row) => row.spendCents);
    expect(Math.max(...perDay) / Math.min(...perDay)).toBeLessThan(1.25);
    expect(totalCents(even)).toBeGreaterThan(3000 * 100 * 0.9);
  });

  it('front-loads and back-loads spend over the flight', () => {
    const firstWeek = (rows: { spendCents: number }[]) => totalCents(rows.slice(0, 7));
    const lastWeek = (rows: { spendCents: number }[]) => totalCents(rows.slice(-7));
    const front = simulateCampaign(campaign({ pacing_type: 3 }), SUPPLY, fresh, days(0, 29)).rows;
    const back = simulateCampaign(campaign({ pacing_type: 4 }), SUPPLY, fresh, days(0, 29)).rows;
    expect(firstWeek(front)).toBeGreaterThan(2 * lastWeek(front));
    expect(lastWeek(back)).toBeGreaterThan(2 * firstWeek(back));
  });

  it('gives the same days whether played at once or day by day', () => {
    const subject = campaign({ pacing_type: 6, budget: 1234.56 });
    const atOnce = simulateCampaign(subject, SUPPLY, fresh, days(0, 29));
    let state = fresh;
    const dayByDay = days(0, 29).flatMap((date) => {
      const result = simulateCampaign(subject, SUPPLY, state, [date]);
      state = result.state;
      return result.rows;
    });
    expect(dayByDay).toEqual(atOnce.rows);
  });

  it('derives reach, listens, clicks and conversions from impressions, with a smaller control group', () => {
    const { rows } = simulateCampaign(campaign({ budget: 20_000 }), SUPPLY, fresh, days(0, 29));
    for (const row of rows) {
      expect(row.reach).toBeLessThanOrEqual(row.impressions);
      expect(row.listens).toBeLessThanOrEqual(row.impressions);
      expect(row.clicks).toBeLessThan(row.listens);
      expect(row.conversions).toBeLessThanOrEqual(row.reach);
      expect(row.controlReach).toBe(Math.floor(row.reach * 0.1));
    }
    const sum = (key: 'reach' | 'conversions' | 'controlReach' | 'controlConversions') =>
      rows.reduce((total, row) => total + row[key], 0);
    const exposedRate = sum('conversions') / sum('reach');
    const controlRate = sum('controlConversions') / sum('controlReach');
    expect(exposedRate).toBeGreaterThan(controlRate);
  });

  it('lands even pacing on its budget where a fixed even split falls short (delivery shortfalls, collapsed supply days)', () => {
    const shortfalls = { even: [] as number[], split: [] as number[] };
    for (let i = 0; i < 40; i += 1) {
      // 300 a day: most days' supply sells it, a collapsed day's often does not.
      const flight = campaign({ id: `shocked-${i}`, budget: 9000, end_date: day(29) });
      const split = { ...flight, pacing_type: 2, max_daily_budget: 300 };
      shortfalls.even.push(
        1 - totalCents(simulateCampaign(flight, SUPPLY, fresh, days(0, 29)).rows) / 900_000,
      );
      shortfalls.split.push(
        1 - totalCents(simulateCampaign(split, SUPPLY, fresh, days(0, 29)).rows) / 900_000,
      );
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 1;
    expect(median(shortfalls.even)).toBeLessThan(0.02);
    expect(median(shortfalls.split)).toBeGreaterThan(0.03);
  });
});

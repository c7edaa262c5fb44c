import type { components } from '@earshot/sdk-core';
import type { ForecastPlan } from '@earshot/validators';
import { SKETCH_ERROR } from '../catalogue/listenerSketch.ts';
import { CPM_MARKUP, MEAN_SUPPLY_SHARE } from '../delivery/dayDelivery.ts';
import { type Flight, flightOutcomes, quantile } from './flightOutcomes.ts';
import { forecastWarnings } from './forecastWarnings.ts';
import { flightDays, impressionsPerListener, type PlanSupply } from './planSupply.ts';
import { reachOf } from './reachOf.ts';

/** A forecast, as the contract shows it. */
export type CampaignForecast = components['schemas']['CampaignForecast'];

/** Flights played per forecast: the simulator's outcomes for the plan, 200 of them. */
const RUNS = 200;

/**
 * The quantiles of the simulated outcomes a range spans: 99% of them, so that a campaign's delivery
 * falls in its forecast's range (about 98% of the time, the quantiles being estimated from
 * {@link RUNS} flights) even when only one campaign in ten may miss it.
 */
const RANGE = [0.005, 0.995] as const;

/** The budgets of the reach curve, as shares of the plan's (which is among them). */
const CURVE_SHARES = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875, 1, 1.25, 1.5, 2, 3];

/**
 * Flights played for each of the curve's other budgets (only their median is read), and the days
 * played at most for them all: fewer flights on long flights.
 */
const CURVE_RUNS = 24;
const CURVE_DAY_BUDGET = 200_000;

/** The longest flight a forecast plays, in days (about ten years, as a campaign's delivery history holds). */
export const LONGEST_FORECAST_DAYS = 3_700;

/** Below this share of its budget spent, a plan is unlikely to deliver; at or above the next, likely. */
const LIKELY_SPEND = { low: 0.8, high: 0.97 } as const;

/** Supply this many times what the budget buys is "well within" it. */
const COMFORTABLE_SUPPLY = 1.5;

const MEAN_MARKUP = (CPM_MARKUP[0] + CPM_MARKUP[1]) / 2;

const cents = (value: number) => Math.round(value * 100) / 100;

/** Median impressions of `runs` flights of the plan at another budget. */
function medianImpressions(flight: Flight, supply: PlanSupply, budget: number, runs: number): number {
  const outcomes = flightOutcomes(
    { ...flight, budgetCents: Math.round(budget * 100) },
    supply.dailyImpressions,
    supply.cpm,
    runs,
  );
  return quantile(
    outcomes.map((outcome) => outcome.impressions),
    0.5,
  );
}

/**
 * Forecasts a plan over its supply, on `today` (`YYYY-MM-DD`): plays its flight {@link RUNS} times as
 * the delivery simulator would (see `flightOutcomes`), and reads impressions (median and the range of
 * 99% of outcomes), the reach they buy (see `reachOf`; the range widened by twice the listener
 * sketches' error), the CPM range, the likelihood of spending the budget, a reach curve over budgets
 * from an eighth to three times the plan's, and the warnings.
 */
export function forecastPlan(plan: ForecastPlan, supply: PlanSupply, today: string): CampaignForecast {
  const days = flightDays(plan);
  const budgetCents = Math.round(plan.budget * 100);
  const flight: Flight = {
    pacingType: plan.pacing_type,
    budgetCents,
    maxDailyCents: plan.max_daily_budget === null ? null : Math.round(plan.max_daily_budget * 100),
    days,
  };
  const outcomes = flightOutcomes(flight, supply.dailyImpressions, supply.cpm, RUNS);
  const impressions = outcomes.map((outcome) => outcome.impressions);
  const spent = outcomes.map((outcome) => outcome.spentCents).sort((a, b) => a - b);
  const range = {
    low: Math.round(quantile(impressions, RANGE[0])),
    mid: Math.round(quantile(impressions, 0.5)),
    high: Math.round(quantile(impressions, RANGE[1])),
  };
  const listeners = supply.flightListeners;
  const limit = {
    perFlight: impressionsPerListener(plan.frequency_cap, days),
    perPeriod: plan.frequency_cap?.count ?? Number.POSITIVE_INFINITY,
  };
  const reach = (count: number) => reachOf(count, listeners, limit);
  const cpm = supply.cpm * MEAN_MARKUP;
  const affordable = (plan.budget * 1000) / cpm;
  const available = Math.round(supply.uncappedDailyImpressions * days * MEAN_SUPPLY_SHARE);
  const warnings = forecastWarnings({
    budget: plan.budget,
    maxDailyBudget: plan.max_daily_budget,
    days,
    endDate: plan.end_date,
    today,
    frequencyCap: plan.frequency_cap,
    cpm,
    affordable,
    available,
    capAllowance: supply.capAllowance,
    listeners,
  });
  const spentShare = budgetCents > 0 ? quantile(spent, 0.5) / budgetCents : 1;
  const likelihood =
    spentShare < LIKELY_SPEND.low || plan.end_date < today
      ? 'low'
      : spentShare >= LIKELY_SPEND.high && available >= affordable * COMFORTABLE_SUPPLY
        ? 'high'
        : 'medium';

  const curveRuns = Math.max(
    8,
    Math.min(CURVE_RUNS, Math.floor(CURVE_DAY_BUDGET / (days * CURVE_SHARES.length))),
  );
  let most = 0;
  const reachCurve = CURVE_SHARES.map((share) => {
    const budget = share === 1 ? plan.budget : cents(plan.budget * share);
    const bought = share === 1 ? range.mid : medianImpressions(flight, supply, budget, curveRuns);
    // More budget never buys less: what a smaller budget bought, a larger one buys too.
    most = Math.max(most, Math.round(bought));
    return { budget, impressions: most, reach: Math.round(reach(most)) };
  });
  const midReach = Math.round(reach(range.mid));
  return {
    impressions: range,
    reach: {
      low: Math.round(reach(range.low) * (1 - 2 * SKETCH_ERROR)),
      mid: midReach,
      high: Math.round(Math.min(range.high, reach(range.high) * (1 + 2 * SKETCH_ERROR))),
    },
    average_frequency: midReach > 0 ? cents(range.mid / midReach) : 0,
    cpm: { low: cents(supply.cpm * CPM_MARKUP[0]), high: cents(supply.cpm * CPM_MARKUP[1]) },
    available_impressions: available,
    delivery_likelihood: likelihood,
    reach_curve: reachCurve,
    warnings,
  };
}

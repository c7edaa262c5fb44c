import type { components } from '@earshot/sdk-core';
import type { FrequencyCap } from './planSupply.ts';

/** A forecast warning, as the contract shows it. */
export type ForecastWarning = components['schemas']['ForecastWarning'];

/** Below this many impressions a budget reaches too few listeners to measure anything. */
const MEASURABLE_IMPRESSIONS = 5_000;

/** The longest flight a warning suggests lengthening to. */
const LONGEST_SUGGESTED_DAYS = 90;

/** What the warnings compare: the plan and what its supply allows. */
export type WarningFacts = {
  budget: number;
  maxDailyBudget: number | null;
  days: number;
  endDate: string;
  today: string;
  frequencyCap: FrequencyCap | null;
  /** The likely CPM. */
  cpm: number;
  /** Impressions the budget buys at the likely CPM. */
  affordable: number;
  /** Impressions the targeted supply offers over the flight (whatever the cap). */
  available: number;
  /** Impressions the frequency cap allows over the flight. */
  capAllowance: number;
  /** Listeners the targeting reaches over the flight. */
  listeners: number;
};

const count = (value: number) => Math.round(value).toLocaleString('en-US');
/** An amount in dollars: with cents below $100, whole dollars from there. */
function dollars(value: number): string {
  const digits = value < 100 ? 2 : 0;
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** The smallest amount {@link dollars} shows that is at least `value`. */
const atLeast = (value: number) => (value < 100 ? Math.ceil(value * 100) / 100 : Math.ceil(value));

/**
 * Why the plan may not deliver as hoped, each in plain words with the change that fixes it: the flight
 * over, supply too thin for the budget (widen the targeting or add inventory; a longer flight, when one
 * of at most 90 days would do), the frequency cap or the max daily budget holding spend back, a budget
 * too small to measure.
 */
export function forecastWarnings(facts: WarningFacts): ForecastWarning[] {
  const warnings: ForecastWarning[] = [];
  if (facts.endDate < facts.today) {
    warnings.push({
      code: 'flight_in_past',
      message: `Move the flight to today or later: it ended on ${facts.endDate}, so it can no longer deliver.`,
    });
  }
  if (facts.available < facts.affordable) {
    warnings.push({
      code: 'targeting_too_narrow',
      message: `Widen the geo, hours or audiences, or add inventory: the targeted inventory offers about ${count(facts.available)} impressions over the flight, and the budget buys about ${count(facts.affordable)}.`,
    });
    const daysNeeded = Math.ceil((facts.affordable / facts.available) * facts.days);
    if (daysNeeded <= LONGEST_SUGGESTED_DAYS) {
      warnings.push({
        code: 'flight_too_short',
        message: `Lengthen the flight to at least ${daysNeeded} days: at about ${count(facts.available / facts.days)} impressions a day, ${facts.days} ${facts.days === 1 ? 'day' : 'days'} cannot spend the budget.`,
      });
    }
  }
  const cap = facts.frequencyCap;
  if (cap && facts.capAllowance < Math.min(facts.affordable, facts.available)) {
    warnings.push({
      code: 'frequency_cap_limits_delivery',
      message: `Raise the frequency cap: at ${cap.count} a ${cap.period}, the ${count(facts.listeners)} listeners the targeting reaches can hear about ${count(facts.capAllowance)} impressions over the flight, and the budget buys about ${count(facts.affordable)}.`,
    });
  }
  const maxDaily = facts.maxDailyBudget;
  if (maxDaily !== null && maxDaily * facts.days < facts.budget) {
    warnings.push({
      code: 'daily_cap_limits_delivery',
      message: `Raise the max daily budget to at least ${dollars(atLeast(facts.budget / facts.days))} or lengthen the flight: ${dollars(maxDaily)} a day for ${facts.days} ${facts.days === 1 ? 'day' : 'days'} spends at most ${dollars(maxDaily * facts.days)} of the ${dollars(facts.budget)} budget.`,
    });
  }
  if (facts.affordable < MEASURABLE_IMPRESSIONS) {
    const needed = atLeast((MEASURABLE_IMPRESSIONS * facts.cpm) / 1000);
    warnings.push({
      code: 'budget_too_small',
      message: `Raise the budget to at least ${dollars(needed)}: ${dollars(facts.budget)} buys about ${count(facts.affordable)} impressions, too few to reach listeners measurably.`,
    });
  }
  return warnings;
}

import { createRandom } from '../catalogue/random.ts';
import {
  clearingCpmCents,
  dayImpressions,
  daySupply,
  impressionsCostCents,
} from '../delivery/dayDelivery.ts';
import { dailySpendTarget, type PacingInput } from '../delivery/pacing.ts';

/** A flight as pacing plays it, in cents. */
export type Flight = {
  pacingType: number;
  budgetCents: number;
  maxDailyCents: number | null;
  days: number;
};

/** What one played flight delivered. */
export type FlightOutcome = { impressions: number; spentCents: number };

/** Uniform draws a day takes: its supply's variation, its shock, the shock's depth, the share delivered. */
const DRAWS_A_DAY = 4;

/** Each flight's generator, and the draws it made so far (`DRAWS_A_DAY` a day, day after day). */
const generators: (() => number)[] = [];
const drawn: Float32Array[] = [];

/**
 * The day draws of flight `run` for at least `days` days. Flight k takes its draws from generator k,
 * the same for every plan, so a small change of the plan changes the forecast a little, never by a new
 * roll of the dice, and two budgets played over the same draws meet the same days. Draws are kept for
 * the longest flight asked for yet (about 1.2 MB for 200 flights of a year), so a forecast allocates
 * none.
 */
function drawsOf(run: number, days: number): Float32Array {
  while (generators.length <= run) {
    generators.push(createRandom(`forecast-flight:${generators.length}`).next);
    drawn.push(new Float32Array(0));
  }
  const kept = drawn[run] as Float32Array;
  if (kept.length >= days * DRAWS_A_DAY) return kept;
  const next = generators[run] as () => number;
  const grown = new Float32Array(Math.max(days, (kept.length / DRAWS_A_DAY) * 2) * DRAWS_A_DAY);
  grown.set(kept);
  for (let i = kept.length; i < grown.length; i += 1) grown[i] = next();
  drawn[run] = grown;
  return grown;
}

/**
 * Plays a flight as the delivery simulator does (the same pacing, day supply and delivery formulas,
 * see `delivery/dayDelivery.ts`), over the supply's daily impressions at the clearing CPM, with the
 * days' `draws`. Days that spend nothing leave their draws unused.
 */
function playFlight(
  flight: Flight,
  dailyImpressions: number,
  cpmCents: number,
  draws: Float32Array,
): FlightOutcome {
  // One pacing input, updated day by day: the loop runs for every day of hundreds of flights.
  const pacing: PacingInput = {
    pacingType: flight.pacingType,
    budgetCents: flight.budgetCents,
    maxDailyCents: flight.maxDailyCents,
    flightDays: flight.days,
    dayIndex: 0,
    spentCents: 0,
  };
  let impressions = 0;
  for (let dayIndex = 0; dayIndex < flight.days; dayIndex += 1) {
    pacing.dayIndex = dayIndex;
    const target = dailySpendTarget(pacing);
    if (target === 0) continue;
    const at = dayIndex * DRAWS_A_DAY;
    const supply = daySupply(dailyImpressions, draws[at] ?? 0, draws[at + 1] ?? 0, draws[at + 2] ?? 0);
    const day = dayImpressions(target, supply, cpmCents, draws[at + 3] ?? 0);
    impressions += day;
    pacing.spentCents += impressionsCostCents(day, cpmCents);
  }
  return { impressions, spentCents: pacing.spentCents };
}

/**
 * The outcomes of `runs` flights: the distribution the simulator draws one campaign's delivery from.
 * Flight k clears at the k-th of `runs` evenly spaced markups (the CPM, the largest source of spread,
 * sampled evenly rather than at random) and takes its days' draws from generator k (see
 * {@link drawsOf}). Outcomes come sorted by impressions.
 */
export function flightOutcomes(
  flight: Flight,
  dailyImpressions: number,
  cpm: number,
  runs: number,
): FlightOutcome[] {
  const outcomes: FlightOutcome[] = [];
  for (let run = 0; run < runs; run += 1) {
    const cpmCents = clearingCpmCents(cpm, (run + 0.5) / runs);
    outcomes.push(playFlight(flight, dailyImpressions, cpmCents, drawsOf(run, flight.days)));
  }
  return outcomes.sort((a, b) => a.impressions - b.impressions);
}

/** The value at quantile `q` of sorted values, interpolated between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(sorted.length - 1, below + 1)] ?? low;
  return low + (high - low) * (position - below);
}

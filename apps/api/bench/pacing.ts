import { noise } from '../src/services/delivery/noise.ts';
import { type DeliveringCampaign, simulateCampaign } from '../src/services/delivery/simulateCampaign.ts';

// `pnpm bench:pacing`: how close even pacing lands on budget. BENCH_PACING_FLIGHTS generated flights
// (7–60 days, budgets the inventory can sell, the simulator's supply variation and shocks) are played
// day by day twice: with even pacing (5), which sets each day's target from the budget and days left,
// and with the open-loop even split (fixed daily pacing at budget ÷ days). Prints the final
// |spent − budget| / budget, median and p95, against the goals (median ≤ 2%, p95 ≤ 5%).
const FLIGHTS = Number(process.env.BENCH_PACING_FLIGHTS ?? 200);
const GOALS = { median: 0.02, p95: 0.05 };
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 1);
const dayOf = (offset: number) => new Date(FIRST_DAY + offset * DAY_MS).toISOString().slice(0, 10);
const fresh = { spentCents: 0, conversionCarry: 0, controlCarry: 0 };
/** A typical campaign's supply: 40,000 impressions a day at a CPM of 16 before the markup. */
const SUPPLY = { dailyImpressions: 40_000, cpm: 16 };

/** The i-th flight: its length, budget (a day's even share at 15–60% of a typical day's supply). */
function flight(i: number): { campaign: DeliveringCampaign; days: string[] } {
  const length = 7 + Math.floor(noise('pacing-bench', i, 'days') * 54);
  const dailyShare = 80 + noise('pacing-bench', i, 'share') * 320;
  const budget = Math.round(dailyShare * length * 100) / 100;
  const start = Math.floor(noise('pacing-bench', i, 'start') * 300);
  return {
    campaign: {
      id: `pacing-bench-${i}`,
      goal: 'sales',
      pacing_type: 5,
      budget,
      max_daily_budget: null,
      start_date: dayOf(start),
      end_date: dayOf(start + length - 1),
    },
    days: Array.from({ length }, (_, day) => dayOf(start + day)),
  };
}

/** |spent − budget| / budget after playing the flight day by day, as the sandbox does. */
function miss(campaign: DeliveringCampaign, days: string[]): number {
  let state = fresh;
  for (const day of days) state = simulateCampaign(campaign, SUPPLY, state, [day]).state;
  return Math.abs(state.spentCents - campaign.budget * 100) / (campaign.budget * 100);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const closed: number[] = [];
const open: number[] = [];
for (let i = 0; i < FLIGHTS; i += 1) {
  const { campaign, days } = flight(i);
  closed.push(miss(campaign, days));
  const split = Math.floor((campaign.budget * 100) / days.length) / 100;
  open.push(miss({ ...campaign, pacing_type: 2, max_daily_budget: split }, days));
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`.padStart(8);
const verdict = (value: number, goal: number) => (value <= goal ? 'PASS' : 'MISS');
process.stdout.write(
  `\nPacing over ${FLIGHTS} generated flights: final |spent − budget| / budget\n` +
    `${'pacing'.padEnd(34)}  median       p95\n` +
    `${'even (closed loop)'.padEnd(34)}${percent(quantile(closed, 0.5))} ${verdict(quantile(closed, 0.5), GOALS.median)}${percent(quantile(closed, 0.95))} ${verdict(quantile(closed, 0.95), GOALS.p95)}\n` +
    `${'even split (open loop)'.padEnd(34)}${percent(quantile(open, 0.5))}     ${percent(quantile(open, 0.95))}\n`,
);

/** What pacing needs to know about a campaign and its day, in cents. */
export type PacingInput = {
  /** Pacing type (spec §3): 1 ASAP, 2 fixed daily, 3 front loaded, 4 back loaded, 5/6 even, 8 CPA. */
  pacingType: number;
  budgetCents: number;
  maxDailyCents: number | null;
  /** Days in the flight, start and end included. */
  flightDays: number;
  /** 0 on the first day of the flight. */
  dayIndex: number;
  spentCents: number;
};

/** Share of the budget planned to be spent by the end of day `index` (0-based) of `n` days. */
function plannedShare(pacingType: number, index: number, n: number): number {
  const days = index + 1;
  const triangle = (n * (n + 1)) / 2;
  // Front loaded: day k gets a share proportional to n - k; back loaded: proportional to k + 1.
  if (pacingType === 3) return (days * n - (days * (days - 1)) / 2) / triangle;
  if (pacingType === 4) return (days * (days + 1)) / 2 / triangle;
  return days / n;
}

/**
 * The most a campaign should spend today under its pacing, before supply and delivery noise, never
 * more than the budget left nor the max daily budget. Types 1 and 2 spend as fast as allowed or a
 * fixed daily amount; 3, 4 and 6 catch up with their planned spend curve over the flight; 5 and the CPA
 * pacing (8) spread what is left evenly over the days left, adapting to under-delivery each day.
 */
export function dailySpendTarget(input: PacingInput): number {
  const { pacingType, budgetCents, maxDailyCents, flightDays, dayIndex, spentCents } = input;
  const remaining = budgetCents - spentCents;
  if (remaining <= 0 || dayIndex < 0 || dayIndex >= flightDays) return 0;
  let target: number;
  if (pacingType === 1) target = remaining;
  else if (pacingType === 2) target = maxDailyCents ?? budgetCents / flightDays;
  else if (pacingType === 5 || pacingType === 8) target = remaining / (flightDays - dayIndex);
  else target = budgetCents * plannedShare(pacingType, dayIndex, flightDays) - spentCents;
  return Math.max(0, Math.floor(Math.min(target, remaining, maxDailyCents ?? Number.POSITIVE_INFINITY)));
}

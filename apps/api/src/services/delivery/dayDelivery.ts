/*
 * One day of a campaign's delivery, as the delivery simulator plays it and the forecast samples it:
 * the same formulas over the same distributions. The simulator draws each uniform from noise keyed by
 * the campaign and the day (the same campaign always delivers the same); the forecast draws them from
 * a seeded generator, many flights over.
 */

/** A day's supply varies by up to ±20% around the campaign's daily supply. */
const SUPPLY_VARIATION = 0.2;

/**
 * Share of days on which supply collapses (a lost deal, an outage at a publisher): the day sells only
 * 20–50% of its usual inventory, and pacing must make up for it on the days left.
 */
const SUPPLY_SHOCK_SHARE = 0.06;
const SHOCK_DEPTH = [0.2, 0.5] as const;

/** The ad server delivers 92–100% of what a day sets out to spend. */
const DELIVERED_SHARE = [0.92, 1] as const;

/**
 * What a campaign pays over its inventory's CPM (floor and targeting premium): the auction clears
 * 5–35% above it, one markup per campaign for its whole flight.
 */
export const CPM_MARKUP = [1.05, 1.35] as const;

/**
 * The listeners a day's impressions reach, as a share of them: a listener the campaign reaches on a day
 * hears about 1.7 of its impressions (it wins more than one break of a listening session).
 */
export const DAILY_REACH_SHARE = [0.55, 0.65] as const;

/** What a day's supply is on average, as a share of the daily supply: the variation and shocks averaged. */
export const MEAN_SUPPLY_SHARE = 1 - SUPPLY_SHOCK_SHARE * (1 - (SHOCK_DEPTH[0] + SHOCK_DEPTH[1]) / 2);

const between = ([low, high]: readonly [number, number], draw: number) => low + (high - low) * draw;

/** The CPM a campaign clears at, in cents, from its inventory's CPM and its markup draw (uniform in [0, 1)). */
export function clearingCpmCents(cpm: number, draw: number): number {
  return Math.max(1, Math.round(cpm * between(CPM_MARKUP, draw) * 100));
}

/**
 * Impressions the campaign's supply sells on a day: `dailyImpressions` varied by `variation` and, when
 * `shock` falls below the shock share, collapsed to a `depth` share. Draws are uniform in [0, 1).
 */
export function daySupply(dailyImpressions: number, variation: number, shock: number, depth: number): number {
  const collapse = shock < SUPPLY_SHOCK_SHARE ? between(SHOCK_DEPTH, depth) : 1;
  return Math.floor(dailyImpressions * (1 - SUPPLY_VARIATION + 2 * SUPPLY_VARIATION * variation) * collapse);
}

/**
 * Impressions a day delivers: what its spend target buys, of which the ad server delivers a share
 * (`delivered`, a uniform draw), never more than the day's supply; whole impressions.
 */
export function dayImpressions(
  targetCents: number,
  supply: number,
  cpmCents: number,
  delivered: number,
): number {
  const affordableCents = Math.min(
    targetCents * between(DELIVERED_SHARE, delivered),
    (supply * cpmCents) / 1000,
  );
  return Math.floor((affordableCents * 1000) / cpmCents);
}

/** The listeners a day's impressions reach, from the day's reach draw (uniform in [0, 1)). */
export function dayReach(impressions: number, draw: number): number {
  return Math.floor(impressions * between(DAILY_REACH_SHARE, draw));
}

/** What impressions cost at a CPM, in whole cents (rounded down). */
export function impressionsCostCents(impressions: number, cpmCents: number): number {
  return Math.floor((impressions * cpmCents) / 1000);
}

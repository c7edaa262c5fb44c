import { DAILY_REACH_SHARE } from '../delivery/dayDelivery.ts';

/**
 * Impressions a listener hears each time a campaign reaches them: the simulator's daily reach is 55–65%
 * of the day's impressions, about 1.7 impressions a listener reached.
 */
const IMPRESSIONS_PER_VISIT = 2 / (DAILY_REACH_SHARE[0] + DAILY_REACH_SHARE[1]);

/** How a frequency cap limits one listener: impressions over the flight, and in one period. */
export type ListenerLimit = { perFlight: number; perPeriod: number };

/**
 * Unique listeners `impressions` reach among `listeners` (all the targeted inventory reaches over the
 * flight): a campaign reaches a listener in visits of {@link IMPRESSIONS_PER_VISIT} impressions (no more
 * than its frequency cap allows in a period), and visits fall on listeners at random, so reach is
 * `listeners × (1 − e^(−visits / listeners))`; the cap spreads the impressions over at least
 * `impressions / perFlight` listeners. Never more than the listeners or the impressions.
 */
export function reachOf(impressions: number, listeners: number, limit: ListenerLimit): number {
  if (listeners <= 0 || impressions <= 0) return 0;
  const visits = impressions / Math.max(1, Math.min(IMPRESSIONS_PER_VISIT, limit.perPeriod));
  const spread = listeners * (1 - Math.exp(-visits / listeners));
  return Math.min(listeners, impressions, Math.max(spread, impressions / limit.perFlight));
}

import type { Schema } from '@earshot/sdk-core';

/**
 * What an incrementality answer lets the screen say: `not_enough_data` (no estimate), `raised` or
 * `lowered` (the interval excludes no change), or `no_lift` (it includes it).
 */
export type LiftVerdict = 'not_enough_data' | 'raised' | 'lowered' | 'no_lift';

/** The verdict of an incrementality answer (see {@link LiftVerdict}). */
export function liftVerdict(result: Schema<'Incrementality'>): LiftVerdict {
  if (result.reason === 'not_enough_data' || result.lift === null) return 'not_enough_data';
  if (!result.significant) return 'no_lift';
  return result.lift > 0 ? 'raised' : 'lowered';
}

/** A group's conversion rate: its conversions over its users, 0 without users. */
export const conversionRate = (group: Schema<'IncrementalityGroup'>) =>
  group.users ? group.conversions / group.users : 0;

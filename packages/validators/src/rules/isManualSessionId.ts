/** Fewest digits of a manual analytics session id (spec §5). */
export const MIN_MANUAL_SESSION_ID_DIGITS = 10;

/**
 * A manual analytics session id is a positive whole number with at least 10 digits (spec §5),
 * given as a number (`1732300000000`) or a string of digits (`'1732300000000'`).
 *
 * Total: returns `false` for anything else, never throws.
 */
export function isManualSessionId(value: number | string): boolean {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 10 ** (MIN_MANUAL_SESSION_ID_DIGITS - 1);
  }
  return typeof value === 'string' && /^[1-9][0-9]{9,}$/.test(value);
}

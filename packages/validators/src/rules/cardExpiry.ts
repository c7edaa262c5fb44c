/** Why a card's expiry cannot be used: not a month and year at all, or a month already over. */
export type CardExpiryProblem = 'card.expiry.invalid' | 'card.expired';

/**
 * The four-digit year of a card's expiry year as printed (`27`) or written out (`2027`); `null` for
 * anything else.
 */
export function cardExpiryYear(year: number): number | null {
  if (!Number.isInteger(year)) return null;
  if (year >= 0 && year <= 99) return 2000 + year;
  return year >= 2000 && year <= 2100 ? year : null;
}

/**
 * What is wrong with a card's expiry on `today` (UTC), or `null` when it may be used: a card works
 * through the last day of its expiry month. The year may be two digits, as cards print it.
 *
 * @example cardExpiryProblem(12, 27, new Date('2026-11-30')) // null
 * @example cardExpiryProblem(10, 2026, new Date('2026-11-01')) // 'card.expired'
 */
export function cardExpiryProblem(month: number, year: number, today: Date): CardExpiryProblem | null {
  const fullYear = cardExpiryYear(year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || fullYear === null) return 'card.expiry.invalid';
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return fullYear * 12 + (month - 1) < thisMonth ? 'card.expired' : null;
}

/**
 * The month and four-digit year of an expiry typed as `MM/YY` (also `M/YY`, `MM/YYYY`, `MMYY`, with
 * spaces or a dash instead of the slash); `null` when it does not read as one.
 */
export function parseCardExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(typeof text === 'string' ? text : '');
  if (!match) return null;
  const month = Number(match[1]);
  const year = cardExpiryYear(Number(match[2]));
  return month >= 1 && month <= 12 && year !== null ? { month, year } : null;
}

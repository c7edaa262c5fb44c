import { formatCardNumber } from '@earshot/validators';

/** Keeps at most 19 digits of a card number, grouped as its brand prints them. */
export const normalizeCardNumber = (text: string): string =>
  formatCardNumber(text.replace(/[^0-9]/g, '').slice(0, 19));

/** Keeps the digits of an expiry and puts the slash after the month: `1228` → `12/28`. */
export function normalizeExpiry(text: string): string {
  const digits = text.replace(/[^0-9]/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Keeps at most four digits of a security code. */
export const normalizeCvc = (text: string): string => text.replace(/[^0-9]/g, '').slice(0, 4);

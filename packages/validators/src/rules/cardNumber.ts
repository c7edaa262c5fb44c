/** Card brands told apart by their number's first digits (issuer identification number ranges). */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;

/** One of {@link CARD_BRANDS}, or `'unknown'` for a number no range matches (yet). */
export type CardBrand = (typeof CARD_BRANDS)[number] | 'unknown';

/** What a brand's numbers look like: lengths, how they are grouped for reading, and the CVC's length. */
export type CardBrandFormat = {
  /** The lengths a complete number of the brand may have, shortest first. */
  lengths: readonly number[];
  /** The length most of the brand's cards have: a form checks the number as typed from there on. */
  printedLength: number;
  /** Digits per group when the number is shown, e.g. `[4, 6, 5]` for American Express. */
  groups: readonly number[];
  /** Digits of the security code. */
  cvcLength: number;
};

const FOUR_GROUPS = [4, 4, 4, 4, 3] as const;

/** Formats by brand; an unknown number may have 12 to 19 digits, as ISO/IEC 7812 allows. */
export const CARD_BRAND_FORMATS: Readonly<Record<CardBrand, CardBrandFormat>> = {
  visa: { lengths: [13, 16, 19], printedLength: 16, groups: FOUR_GROUPS, cvcLength: 3 },
  mastercard: { lengths: [16], printedLength: 16, groups: FOUR_GROUPS, cvcLength: 3 },
  amex: { lengths: [15], printedLength: 15, groups: [4, 6, 5], cvcLength: 4 },
  discover: { lengths: [16, 19], printedLength: 16, groups: FOUR_GROUPS, cvcLength: 3 },
  diners: { lengths: [14, 16, 19], printedLength: 14, groups: [4, 6, 4, 5], cvcLength: 3 },
  jcb: { lengths: [16, 17, 18, 19], printedLength: 16, groups: FOUR_GROUPS, cvcLength: 3 },
  unionpay: { lengths: [16, 17, 18, 19], printedLength: 16, groups: FOUR_GROUPS, cvcLength: 3 },
  unknown: {
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    printedLength: 16,
    groups: FOUR_GROUPS,
    cvcLength: 3,
  },
};

/**
 * Prefix ranges by brand, checked in this order (inclusive, compared on as many leading digits as
 * the bounds have). Mastercard's 2-series (2221–2720) and Discover's 622126–622925 come before the
 * wider ranges they sit in.
 */
const RANGES: readonly (readonly [CardBrand, string, string])[] = [
  ['amex', '34', '34'],
  ['amex', '37', '37'],
  ['diners', '300', '305'],
  ['diners', '36', '36'],
  ['diners', '38', '39'],
  ['jcb', '3528', '3589'],
  ['mastercard', '51', '55'],
  ['mastercard', '2221', '2720'],
  ['discover', '6011', '6011'],
  ['discover', '622126', '622925'],
  ['discover', '644', '649'],
  ['discover', '65', '65'],
  ['unionpay', '62', '62'],
  ['visa', '4', '4'],
];

/** The digits of a card number as typed: spaces and dashes between digits are dropped. */
export function cardDigits(value: string): string {
  return typeof value === 'string' ? value.replace(/[\s-]/g, '') : '';
}

/**
 * The brand a card number's first digits name, from as few digits as tell it (`'4'` is Visa,
 * `'37'` American Express); `'unknown'` while no range matches. Spaces and dashes are ignored.
 */
export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (!/^[0-9]+$/.test(digits)) return 'unknown';
  for (const [brand, low, high] of RANGES) {
    const prefix = digits.slice(0, low.length);
    if (prefix.length === low.length && prefix >= low && prefix <= high) return brand;
  }
  return 'unknown';
}

/**
 * Whether the digits pass the Luhn checksum (ISO/IEC 7812-1): from the right, every second digit
 * doubled (less 9 above 9), the sum a multiple of 10. Spaces and dashes are ignored; anything else
 * but digits, or fewer than two, gives `false`. Never throws.
 */
export function luhnCheck(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^[0-9]{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether a card number is complete and valid: digits only (spaces and dashes ignored), a length its
 * brand issues, and a correct Luhn checksum.
 */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return CARD_BRAND_FORMATS[cardBrand(digits)].lengths.includes(digits.length) && luhnCheck(digits);
}

/**
 * A card number grouped for reading as its brand prints it, e.g. `'4242 4242 4242 4242'` or
 * `'3782 822463 10005'`; characters other than digits are dropped, and digits past the brand's
 * longest length are kept in a last group.
 */
export function formatCardNumber(value: string): string {
  const digits = (typeof value === 'string' ? value : '').replace(/[^0-9]/g, '');
  const groups: string[] = [];
  let position = 0;
  for (const size of CARD_BRAND_FORMATS[cardBrand(digits)].groups) {
    if (position >= digits.length) break;
    groups.push(digits.slice(position, position + size));
    position += size;
  }
  if (position < digits.length) groups.push(digits.slice(position));
  return groups.join(' ');
}

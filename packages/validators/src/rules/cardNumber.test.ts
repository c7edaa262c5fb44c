import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, parseCardExpiry } from './cardExpiry.ts';
import { cardBrand, formatCardNumber, isCardNumber, luhnCheck } from './cardNumber.ts';
import { itJudges } from './test/itJudges.ts';

/** Appends the Luhn check digit to a payload of digits. */
function withCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (luhnCheck(`${payload}${digit}`)) return `${payload}${digit}`;
  }
  throw new Error('unreachable: one check digit always fits');
}

describe('luhnCheck (ISO/IEC 7812-1)', () => {
  itJudges(
    luhnCheck,
    [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000-0000-0000-0002',
      '378282246310005',
      '79927398713',
      '00',
    ],
    [
      ['one digit changed', '4242424242424241'],
      ['two digits swapped', '2442424242424242'],
      ['letters', '4242a24242424242'],
      ['one digit', '0'],
      ['empty string', ''],
      ['full-width digits', '４２４２４２４２４２４２４２４２'],
    ],
  );

  it('accepts every payload with its check digit, and refuses any other last digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,18}$/), fc.integer({ min: 1, max: 9 }), (payload, shift) => {
        const valid = withCheckDigit(payload);
        expect(luhnCheck(valid)).toBe(true);
        const last = (Number(valid.at(-1)) + shift) % 10;
        expect(luhnCheck(`${payload}${last}`)).toBe(false);
      }),
    );
  });

  it('is total: non-string input at run time gives false', () => {
    for (const value of [null, undefined, 4242, {}, []]) {
      expect(luhnCheck(value as unknown as string)).toBe(false);
    }
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['37', 'amex'],
    ['6011111111111117', 'discover'],
    ['6221260000000000', 'discover'],
    ['6500000000000002', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['3', 'unknown'],
    ['1234567812345670', 'unknown'],
    ['', 'unknown'],
  ])('reads %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe('isCardNumber', () => {
  itJudges(
    isCardNumber,
    ['4242 4242 4242 4242', '4000000000000002', '4000000000009995', '378282246310005', '5555555555554444'],
    [
      ['a Luhn error', '4242424242424243'],
      ['too short for Visa', '424242424242'],
      ['Amex with 16 digits', withCheckDigit('378282246310005')],
      ['empty string', ''],
    ],
  );
});

describe('formatCardNumber', () => {
  it('groups as the brand prints the number, dropping anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4242-4242 42x')).toBe('4242 4242 42');
    expect(formatCardNumber('')).toBe('');
  });
});

describe('card expiry', () => {
  const today = new Date('2026-11-15T12:00:00Z');

  it('lets a card be used through the last day of its expiry month', () => {
    expect(cardExpiryProblem(11, 26, today)).toBeNull();
    expect(cardExpiryProblem(12, 2030, today)).toBeNull();
    expect(cardExpiryProblem(10, 2026, today)).toBe('card.expired');
    expect(cardExpiryProblem(12, 25, today)).toBe('card.expired');
  });

  it('refuses what is not a month and year', () => {
    expect(cardExpiryProblem(13, 27, today)).toBe('card.expiry.invalid');
    expect(cardExpiryProblem(0, 27, today)).toBe('card.expiry.invalid');
    expect(cardExpiryProblem(5, 1999, today)).toBe('card.expiry.invalid');
    expect(cardExpiryProblem(5.5, 27, today)).toBe('card.expiry.invalid');
  });

  it('reads an expiry typed as MM/YY and its usual variants', () => {
    expect(parseCardExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseCardExpiry(' 3 / 2029 ')).toEqual({ month: 3, year: 2029 });
    expect(parseCardExpiry('0427')).toEqual({ month: 4, year: 2027 });
    expect(parseCardExpiry('13/28')).toBeNull();
    expect(parseCardExpiry('12/2')).toBeNull();
    expect(parseCardExpiry('soon')).toBeNull();
  });
});

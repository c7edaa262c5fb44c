import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isZipCode } from './isZipCode.ts';
import { itJudges } from './test/itJudges.ts';

describe('isZipCode (spec §5: exactly 5 digits)', () => {
  itJudges(
    isZipCode,
    ['10115', '00000', '99999', '02134'],
    [
      ['empty string', ''],
      ['four digits', '1011'],
      ['six digits', '101155'],
      ['zip+4', '10115-1234'],
      ['leading space', ' 10115'],
      ['trailing newline', '10115\n'],
      ['letters', 'ABCDE'],
      ['whitespace only', '     '],
      ['Arabic-Indic digits', '١٢٣٤٥'],
      ['full-width digits', '１２３４５'],
      ['very long input', '1'.repeat(100_000)],
    ],
  );

  it('is total: non-string input at run time gives false', () => {
    for (const value of [null, undefined, 10115, {}, [], Symbol('x')]) {
      expect(isZipCode(value as unknown as string)).toBe(false);
    }
  });

  it('accepts exactly the 5-digit strings', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const reference = value.length === 5 && [...value].every((char) => char >= '0' && char <= '9');
        expect(isZipCode(value)).toBe(reference);
      }),
    );
  });
});

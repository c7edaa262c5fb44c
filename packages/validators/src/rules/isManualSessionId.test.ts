import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isManualSessionId } from './isManualSessionId.ts';
import { itJudges } from './test/itJudges.ts';

describe('isManualSessionId (spec §5: at least 10 digits)', () => {
  itJudges(
    isManualSessionId,
    [1_000_000_000, 1_732_300_000_000, '1000000000', '1732300000000'],
    [
      ['nine digits', 999_999_999],
      ['nine digit string', '123456789'],
      ['negative', -1_732_300_000_000],
      ['fraction', 1_732_300_000_000.5],
      ['NaN', Number.NaN],
      ['empty string', ''],
      ['whitespace', ' 1732300000000'],
      ['leading zero', '0123456789'],
      ['letters', 'abcdefghijk'],
    ],
  );

  it('is total on arbitrary values', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isManualSessionId(value as string) === 'boolean'));
  });
});

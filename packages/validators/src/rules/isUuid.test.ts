import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from './isUuid.ts';
import { itJudges } from './test/itJudges.ts';

// Regex-free reference: five groups of hex digits of lengths 8-4-4-4-12.
function referenceIsUuid(value: string): boolean {
  const groups = value.split('-');
  const lengths = [8, 4, 4, 4, 12];
  return (
    groups.length === 5 &&
    groups.every(
      (group, index) =>
        group.length === lengths[index] &&
        [...group].every((char) => '0123456789abcdefABCDEF'.includes(char)),
    )
  );
}

describe('isUuid (spec §5: standard 8-4-4-4-12 hex)', () => {
  itJudges(
    isUuid,
    [
      '4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5a',
      '4F1C2A9E-7B3D-4C21-9A0E-2D6F8B1C3E5A',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-1fff-8fff-ffffffffffff',
    ],
    [
      ['empty string', ''],
      ['no hyphens', '4f1c2a9e7b3d4c219a0e2d6f8b1c3e5a'],
      ['braced', '{4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5a}'],
      ['non-hex letter', '4f1c2a9g-7b3d-4c21-9a0e-2d6f8b1c3e5a'],
      ['short last group', '4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5'],
      ['surrounding whitespace', ' 4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5a '],
      ['unicode', '4f1c2a9e-7b3d-4c21-9a0e-2d6f8b1c3e5á'],
      ['very long input', `${'a'.repeat(50_000)}-7b3d-4c21-9a0e-2d6f8b1c3e5a`],
    ],
  );

  it('is total: non-string input at run time gives false', () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(isUuid(value as unknown as string)).toBe(false);
    }
  });

  it('agrees with a regex-free reference on arbitrary strings and on uuids', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.uuid(),
          fc.uuid().map((id) => id.toUpperCase()),
        ),
        (value) => {
          expect(isUuid(value)).toBe(referenceIsUuid(value));
        },
      ),
    );
  });

  it('accepts every uuid fast-check generates', () => {
    fc.assert(fc.property(fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }), (value) => isUuid(value)));
  });
});

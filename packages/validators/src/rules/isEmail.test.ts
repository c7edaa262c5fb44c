import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail } from './isEmail.ts';
import { itJudges } from './test/itJudges.ts';

describe('isEmail (spec §5: word chars with . or - separators, @, domain, 2–3 letter TLD)', () => {
  itJudges(
    isEmail,
    [
      'jane@acme-audio.com',
      'jane.doe@acme-audio.com',
      'jane-doe_2@mail.acme-audio.de',
      'J.DOE@ACME.IO',
      'a@b.co',
    ],
    [
      ['empty string', ''],
      ['whitespace only', ' '],
      ['missing @', 'jane.acme.com'],
      ['missing domain', 'jane@'],
      ['missing local part', '@acme.com'],
      ['four letter TLD', 'jane@acme.info'],
      ['one letter TLD', 'jane@acme.c'],
      ['double dot', 'jane..doe@acme.com'],
      ['leading dot', '.jane@acme.com'],
      ['plus sign', 'jane+ads@acme.com'],
      ['inner space', 'jane doe@acme.com'],
      ['trailing space', 'jane@acme.com '],
      ['unicode local part', 'jané@acme.com'],
      ['two @', 'jane@doe@acme.com'],
      ['very long input', `${'a'.repeat(300)}@acme.com`],
    ],
  );

  it('stays fast on adversarial input', () => {
    const started = Date.now();
    expect(isEmail(`${'a-'.repeat(120)}@${'b.'.repeat(60)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is total on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isEmail(value) === 'boolean'));
    expect(isEmail(null as unknown as string)).toBe(false);
  });
});

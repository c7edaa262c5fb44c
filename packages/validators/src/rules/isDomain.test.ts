import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomain } from './isDomain.ts';
import { itJudges } from './test/itJudges.ts';

describe('isDomain (spec §5: optional protocol and www, then a domain with a TLD)', () => {
  itJudges(
    isDomain,
    [
      'acme-audio.com',
      'www.acme-audio.com',
      'https://acme-audio.com',
      'http://www.acme-audio.co.uk',
      'sub.domain.example.org',
      'ACME-AUDIO.COM',
    ],
    [
      ['empty string', ''],
      ['whitespace only', ' '],
      ['no top-level domain', 'acme'],
      ['numeric TLD', 'acme.123'],
      ['path', 'acme-audio.com/path'],
      ['port', 'acme-audio.com:8080'],
      ['inner space', 'acme audio.com'],
      ['leading space', ' acme-audio.com'],
      ['ftp scheme', 'ftp://acme-audio.com'],
      ['unicode', 'bücher.de'],
      ['double dot', 'acme..com'],
      ['very long input', `${'a'.repeat(300)}.com`],
    ],
  );

  it('is total on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isDomain(value) === 'boolean'));
    expect(isDomain(undefined as unknown as string)).toBe(false);
  });

  it('accepts domains fast-check builds whose TLD is alphabetic', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(isDomain(domain)).toBe(/\.[a-z]{2,}$/i.test(domain));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProtocol } from './isProtocol.ts';
import { itJudges } from './test/itJudges.ts';

describe('isProtocol (spec §5: must begin with http:// or {host})', () => {
  itJudges(
    isProtocol,
    [
      'http://acme-audio.com',
      'https://acme-audio.com/pixel',
      'HTTP://ACME-AUDIO.COM',
      '{host}/pixel?c={{CAMPAIGN_ID}}',
      '{{HOST}}/pixel',
      'http://',
    ],
    [
      ['empty string', ''],
      ['whitespace', '  http://acme-audio.com'],
      ['no scheme', 'acme-audio.com'],
      ['ftp', 'ftp://acme-audio.com'],
      ['single slash', 'http:/acme-audio.com'],
      ['empty braces', '{}/pixel'],
      ['macro later in the value', 'acme.com/{host}'],
      ['unicode', 'ｈttp://acme-audio.com'],
      ['very long input', 'x'.repeat(100_000)],
    ],
  );

  it('is total on arbitrary strings', () => {
    fc.assert(fc.property(fc.string(), (value) => typeof isProtocol(value) === 'boolean'));
    expect(isProtocol(42 as unknown as string)).toBe(false);
  });
});

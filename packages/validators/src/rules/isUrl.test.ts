import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUrl } from './isUrl.ts';
import { itJudges } from './test/itJudges.ts';

describe('isUrl (spec §5: http or https, domain or IP, optional port, path, query, fragment)', () => {
  itJudges(
    isUrl,
    [
      'http://acme-audio.com',
      'https://acme-audio.com',
      'https://www.acme-audio.co.uk/path/to/page',
      'https://acme-audio.com:8443/a?b=1&c=2#section',
      'http://192.168.1.20',
      'http://127.0.0.1:8787/v1',
      'http://localhost:8787/v1',
      'HTTPS://ACME-AUDIO.COM',
      'https://acme-audio.com/?',
    ],
    [
      ['empty string', ''],
      ['whitespace only', '   '],
      ['no scheme', 'acme-audio.com'],
      ['ftp scheme', 'ftp://acme-audio.com'],
      ['missing host', 'https://'],
      ['no top-level domain', 'https://acme'],
      ['space in path', 'https://acme-audio.com/a b'],
      ['trailing whitespace', 'https://acme-audio.com '],
      ['octet over 255', 'http://256.1.1.1'],
      ['port too long', 'https://acme-audio.com:123456'],
      ['unicode host', 'https://bücher.de'],
      ['label starting with a hyphen', 'https://-acme.com'],
      ['javascript scheme', 'javascript:alert(1)'],
      ['very long input', `https://acme-audio.com/${'a'.repeat(5000)}`],
    ],
  );

  it('is total on arbitrary and adversarial strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((tail) => `https://${tail}`),
        ),
        (value) => {
          expect(typeof isUrl(value)).toBe('boolean');
        },
      ),
    );
    expect(isUrl(`https://${'a.'.repeat(1000)}`)).toBe(false);
    expect(isUrl(null as unknown as string)).toBe(false);
  });

  it('accepts http(s) URLs fast-check builds from ASCII domains', () => {
    fc.assert(
      fc.property(fc.domain(), fc.constantFrom('http', 'https'), (domain, scheme) => {
        expect(isUrl(`${scheme}://${domain}`)).toBe(/\.[a-z]{2,}$/i.test(domain));
      }),
    );
  });
});

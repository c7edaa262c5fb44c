import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PIXEL_URL_MESSAGES, validatePixelUrl } from './pixelUrl.ts';

const codes = (value: string) => validatePixelUrl(value).problems.map((problem) => problem.code);

describe('validatePixelUrl (spec §5 macro rules)', () => {
  it.each([
    'https://t.acme-audio.com/i?c={{CAMPAIGN_ID}}',
    'https://t.acme-audio.com/i?c={{CAMPAIGN_ID}}&cr={{CREATIVE_ID}}&ts={{TIMESTAMP_UTC}}',
    '{host}/pixel?ip={{HASHED_IP_ADDRESS}}&r={{RANDOM}}',
  ])('accepts %j', (value) => {
    expect(validatePixelUrl(value)).toEqual({ valid: true, problems: [] });
  });

  it('requires curly braces', () => {
    expect(codes('https://t.acme-audio.com/i?c=1')).toEqual(['pixel.braces_missing', 'pixel.macro_missing']);
  });

  it('requires at least one supported macro in double braces', () => {
    expect(codes('https://t.acme-audio.com/i?c={CAMPAIGN_ID}')).toEqual(['pixel.macro_missing']);
    expect(codes('https://t.acme-audio.com/i?c={{UNKNOWN}}')).toEqual(['pixel.macro_missing']);
    expect(codes('https://t.acme-audio.com/i?c={{campaign_id}}')).toEqual(['pixel.macro_missing']);
  });

  it.each([
    ['pixel.double_underscore', 'https://t.com/i__x?c={{CAMPAIGN_ID}}'],
    ['pixel.double_question_mark', 'https://t.com/i??c={{CAMPAIGN_ID}}'],
    ['pixel.triple_braces', 'https://t.com/i?c={{{CAMPAIGN_ID}}'],
    ['pixel.triple_braces', 'https://t.com/i?c={{CAMPAIGN_ID}}}'],
    ['pixel.double_ampersand', 'https://t.com/i?c={{CAMPAIGN_ID}}&&d=1'],
    ['pixel.double_equals', 'https://t.com/i?c=={{CAMPAIGN_ID}}'],
    ['pixel.percent', 'https://t.com/i?c={{CAMPAIGN_ID}}%20'],
    ['pixel.square_bracket', 'https://t.com/i?c[]={{CAMPAIGN_ID}}'],
    ['pixel.open_parenthesis', 'https://t.com/i(?c={{CAMPAIGN_ID}}'],
    ['pixel.close_parenthesis', 'https://t.com/i)?c={{CAMPAIGN_ID}}'],
    ['pixel.pipe', 'https://t.com/i?c={{CAMPAIGN_ID}}|x'],
    ['pixel.hash', 'https://t.com/i?c={{CAMPAIGN_ID}}#top'],
    ['pixel.space', 'https://t.com/i?c= {{CAMPAIGN_ID}}'],
  ])('reports %s', (code, value) => {
    const result = validatePixelUrl(value);
    expect(result.valid).toBe(false);
    expect(codes(value)).toEqual([code]);
    expect(result.problems[0]?.message).toBe(PIXEL_URL_MESSAGES[code as keyof typeof PIXEL_URL_MESSAGES]);
  });

  it('reports every broken rule at once, each once', () => {
    expect(codes('a__b??c&&d==e % [ ( ) | #')).toEqual([
      'pixel.braces_missing',
      'pixel.macro_missing',
      'pixel.double_underscore',
      'pixel.double_question_mark',
      'pixel.double_ampersand',
      'pixel.double_equals',
      'pixel.percent',
      'pixel.square_bracket',
      'pixel.open_parenthesis',
      'pixel.close_parenthesis',
      'pixel.pipe',
      'pixel.hash',
      'pixel.space',
    ]);
  });

  it.each([
    ['empty string', ''],
    ['whitespace', '   '],
    ['unicode', 'https://t.com/ü?c={{CAMPAIGN_ID}}'.replace('{{CAMPAIGN_ID}}', '{{KAMPAGNE}}')],
  ])('rejects %s', (_name, value) => {
    expect(validatePixelUrl(value).valid).toBe(false);
  });

  it('handles very long input', () => {
    const value = `https://t.com/i?c={{CAMPAIGN_ID}}&p=${'x'.repeat(100_000)}`;
    expect(validatePixelUrl(value).valid).toBe(true);
  });

  it('is total, and valid exactly when there are no problems', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
        const result = validatePixelUrl(value as string);
        expect(result.valid).toBe(result.problems.length === 0);
        for (const problem of result.problems) expect(PIXEL_URL_MESSAGES[problem.code]).toBe(problem.message);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { countScriptWords, scriptFit, spotWordRange } from './scriptFit.ts';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('script fit', () => {
  it('holds about 55 to 75 words in a 30-second spot, scaled for 15 and 60 seconds', () => {
    expect(spotWordRange(30)).toEqual({ min: 55, max: 75 });
    expect(spotWordRange(15)).toEqual({ min: 28, max: 38 });
    expect(spotWordRange(60)).toEqual({ min: 110, max: 150 });
  });

  it('counts words, not punctuation or line breaks', () => {
    expect(countScriptWords('Fresh bread — every morning, at Rosa’s bakery!\n\nCall 555-0100.')).toBe(10);
    expect(countScriptWords('   ')).toBe(0);
  });

  it('counts the words of a script written without spaces', () => {
    expect(countScriptWords('每天早上都有新鲜面包。', 'zh-CN')).toBeGreaterThan(2);
  });

  it('says whether a script is too short, fits or is too long for its spot', () => {
    expect(scriptFit(words(54), 30)).toEqual({ words: 54, min: 55, max: 75, verdict: 'too_short' });
    expect(scriptFit(words(55), 30).verdict).toBe('fits');
    expect(scriptFit(words(75), 30).verdict).toBe('fits');
    expect(scriptFit(words(76), 30).verdict).toBe('too_long');
    expect(scriptFit(words(40), 15).verdict).toBe('too_long');
    expect(scriptFit(words(120), 60).verdict).toBe('fits');
  });
});

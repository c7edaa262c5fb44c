import { SCRIPT_WORDS_PER_SECOND } from '../constants/scriptPace.ts';

/** How a script's length compares with its spot: fewer words than it holds, about right, or more. */
export type ScriptFitVerdict = 'too_short' | 'fits' | 'too_long';

/** What {@link scriptFit} answers. */
export interface ScriptFit {
  /** The script's words. */
  words: number;
  /** The fewest words that fill the spot. */
  min: number;
  /** The most words the spot holds. */
  max: number;
  verdict: ScriptFitVerdict;
}

/**
 * The words of a script: what `Intl.Segmenter` counts as words in `locale` (so a Chinese script, written
 * without spaces, is counted in words too), or the runs of letters and digits between spaces where the
 * runtime has no segmenter. Punctuation, numbers' separators and line breaks are not words.
 */
export function countScriptWords(script: string, locale?: string): number {
  if (typeof Intl.Segmenter === 'function') {
    let words = 0;
    for (const segment of new Intl.Segmenter(locale, { granularity: 'word' }).segment(script)) {
      if (segment.isWordLike) words++;
    }
    return words;
  }
  return script.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** The words a spot of `seconds` holds, from {@link SCRIPT_WORDS_PER_SECOND}: 55 to 75 for 30 s. */
export function spotWordRange(seconds: number): { min: number; max: number } {
  return {
    min: Math.round(seconds * SCRIPT_WORDS_PER_SECOND.min),
    max: Math.round(seconds * SCRIPT_WORDS_PER_SECOND.max),
  };
}

/**
 * Whether a script fits a spot of `seconds` when read at an ad's pace ({@link SCRIPT_WORDS_PER_SECOND}):
 * its words, the range the spot holds, and the verdict. Pure and cheap enough to run on every keystroke.
 *
 * @example
 * scriptFit('Fresh bread every morning at Rosa’s bakery.', 30) // { words: 7, min: 55, max: 75, verdict: 'too_short' }
 */
export function scriptFit(script: string, seconds: number, locale?: string): ScriptFit {
  const words = countScriptWords(script, locale);
  const { min, max } = spotWordRange(seconds);
  const verdict: ScriptFitVerdict = words < min ? 'too_short' : words > max ? 'too_long' : 'fits';
  return { words, min, max, verdict };
}

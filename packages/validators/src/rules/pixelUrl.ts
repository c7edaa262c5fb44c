import { TRACKING_MACROS } from '../constants/trackingMacros.ts';

/** English default of every problem {@link validatePixelUrl} reports, keyed by its code. */
export const PIXEL_URL_MESSAGES = {
  'pixel.braces_missing': 'The pixel URL must contain curly braces around its macros.',
  'pixel.macro_missing':
    'The pixel URL must contain at least one supported macro in double braces, such as {{CAMPAIGN_ID}}.',
  'pixel.double_underscore': 'The pixel URL must not contain a double underscore (__).',
  'pixel.double_question_mark': 'The pixel URL must not contain a double question mark (??).',
  'pixel.triple_braces': 'The pixel URL must not contain triple braces ({{{ or }}}).',
  'pixel.double_ampersand': 'The pixel URL must not contain a double ampersand (&&).',
  'pixel.double_equals': 'The pixel URL must not contain a double equals sign (==).',
  'pixel.percent': 'The pixel URL must not contain a percent sign (%).',
  'pixel.square_bracket': 'The pixel URL must not contain an opening square bracket ([).',
  'pixel.open_parenthesis': 'The pixel URL must not contain an opening parenthesis (().',
  'pixel.close_parenthesis': 'The pixel URL must not contain a closing parenthesis ()).',
  'pixel.pipe': 'The pixel URL must not contain a vertical bar (|).',
  'pixel.hash': 'The pixel URL must not contain a hash sign (#).',
  'pixel.space': 'The pixel URL must not contain spaces.',
} as const;

/** Machine code of one pixel URL problem; also its translation key. */
export type PixelUrlProblemCode = keyof typeof PIXEL_URL_MESSAGES;

/** One rule of spec §5 a pixel URL breaks. */
export interface PixelUrlProblem {
  /** Machine code and translation key, e.g. `'pixel.double_underscore'`. */
  code: PixelUrlProblemCode;
  /** English default text of the problem. */
  message: string;
}

/** Outcome of {@link validatePixelUrl}. */
export interface PixelUrlValidation {
  /** `true` when no rule is broken. */
  valid: boolean;
  /** Every broken rule, in the order of spec §5; empty when valid. */
  problems: PixelUrlProblem[];
}

// Each forbidden sequence or character of spec §5 with its own code.
const FORBIDDEN: readonly (readonly [string, PixelUrlProblemCode])[] = [
  ['__', 'pixel.double_underscore'],
  ['??', 'pixel.double_question_mark'],
  ['{{{', 'pixel.triple_braces'],
  ['}}}', 'pixel.triple_braces'],
  ['&&', 'pixel.double_ampersand'],
  ['==', 'pixel.double_equals'],
  ['%', 'pixel.percent'],
  ['[', 'pixel.square_bracket'],
  ['(', 'pixel.open_parenthesis'],
  [')', 'pixel.close_parenthesis'],
  ['|', 'pixel.pipe'],
  ['#', 'pixel.hash'],
  [' ', 'pixel.space'],
];

function hasSupportedMacro(value: string): boolean {
  for (const match of value.matchAll(/\{\{([A-Z_]+)\}\}/g)) {
    if (TRACKING_MACROS.some((macro) => macro.value === match[1])) return true;
  }
  return false;
}

/**
 * Checks a tracking (pixel) URL against the macro rules of spec §5: it contains curly braces, at
 * least one supported macro in double braces (see `TRACKING_MACROS`), and none of the forbidden
 * sequences `__`, `??`, `{{{`/`}}}`, `&&`, `==` nor the characters `%` `[` `(` `)` `|` `#` or a space.
 *
 * Total: a non-string is treated as the empty string; never throws.
 *
 * @example
 * validatePixelUrl('https://t.example.com/i?c={{CAMPAIGN_ID}}') // { valid: true, problems: [] }
 */
export function validatePixelUrl(value: string): PixelUrlValidation {
  const text = typeof value === 'string' ? value : '';
  const codes = new Set<PixelUrlProblemCode>();
  if (!text.includes('{') || !text.includes('}')) codes.add('pixel.braces_missing');
  if (!hasSupportedMacro(text)) codes.add('pixel.macro_missing');
  for (const [sequence, code] of FORBIDDEN) {
    if (text.includes(sequence)) codes.add(code);
  }
  const problems = [...codes].map((code) => ({ code, message: PIXEL_URL_MESSAGES[code] }));
  return { valid: problems.length === 0, problems };
}

/** Letters that Unicode decomposition does not split into a base letter and a mark. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

const LIGATURE_PATTERN = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');

/**
 * The words of a text in the form place names are compared in: lower case, accents and
 * ligatures folded to plain Latin letters ("Torstraße" → "torstrasse", "Zürich" → "zurich"),
 * punctuation dropped.
 */
export function foldedWords(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A text folded by {@link foldedWords}, its words joined by single spaces. */
export function foldText(text: string): string {
  return foldedWords(text).join(' ');
}

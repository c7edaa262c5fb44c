import { SearchError } from './searchError.ts';

/** One token of a `filter_by` expression. */
export type FilterToken =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'quoted'; text: string; at: number }
  | { kind: 'op'; text: FilterOperator; at: number }
  | { kind: 'punct'; text: ':' | '[' | ']' | '(' | ')' | ',' | '..' | '&&' | '||'; at: number };

/** A comparison after `field:`. */
export type FilterOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

const SINGLE = new Set([':', '[', ']', '(', ')', ',']);
const OPERATORS: FilterOperator[] = ['!=', '>=', '<=', '=', '>', '<'];

function startsPunct(text: string, i: number): boolean {
  const pair = text.slice(i, i + 2);
  return SINGLE.has(text[i] as string) || text[i] === '`' || pair === '..' || pair === '&&' || pair === '||';
}

/**
 * Splits a Typesense filter expression into tokens. Values are bare words (anything up to
 * whitespace or punctuation) or backtick-quoted text, which may hold commas and brackets. A
 * comparison operator is read only right after a `:`.
 */
export function tokenizeFilter(text: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    const pair = text.slice(i, i + 2);
    if (pair === '..' || pair === '&&' || pair === '||') {
      tokens.push({ kind: 'punct', text: pair, at: i });
      i += 2;
    } else if (SINGLE.has(char)) {
      tokens.push({ kind: 'punct', text: char as ':', at: i });
      i += 1;
      if (char === ':') {
        const operator = OPERATORS.find((candidate) => text.startsWith(candidate, i));
        if (operator) {
          tokens.push({ kind: 'op', text: operator, at: i });
          i += operator.length;
        }
      }
    } else if (char === '`') {
      const end = text.indexOf('`', i + 1);
      if (end < 0) throw new SearchError(400, `Could not parse the filter query: unclosed \` at ${i + 1}.`);
      tokens.push({ kind: 'quoted', text: text.slice(i + 1, end), at: i });
      i = end + 1;
    } else {
      const start = i;
      while (i < text.length && !/\s/.test(text[i] as string) && !startsPunct(text, i)) i += 1;
      tokens.push({ kind: 'word', text: text.slice(start, i), at: start });
    }
  }
  return tokens;
}

import { type FilterOperator, type FilterToken, tokenizeFilter } from './filterTokens.ts';
import { SearchError } from './searchError.ts';

/** One value of a filter clause: a single value or, in a list, a numeric range `min..max`. */
export type FilterValue = { value: string } | { min: string; max: string };

/** A parsed `filter_by` expression. */
export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  /** `field:value`, `field:=value`, `field:=[a,b,1..5]`, `field:!=…` (negated). */
  | { kind: 'match'; field: string; negated: boolean; values: FilterValue[]; at: number }
  /** `field:>n`, `field:>=n`, `field:<n`, `field:<=n`. */
  | { kind: 'compare'; field: string; operator: '>' | '>=' | '<' | '<='; value: string; at: number };

function describe(token: FilterToken | undefined): string {
  return token ? `\`${token.text}\` at ${token.at + 1}` : 'the end';
}

/**
 * Parses a Typesense `filter_by` expression by recursive descent:
 *
 * ```
 * or      := and ('||' and)*
 * and     := primary ('&&' primary)*
 * primary := '(' or ')' | field ':' [operator] operand
 * operand := '[' item (',' item)* ']' | value
 * item    := value ['..' value]
 * ```
 *
 * `&&` binds tighter than `||`. Throws a 400 {@link SearchError} naming the offending token.
 */
export function parseFilter(text: string): FilterNode {
  const tokens = tokenizeFilter(text);
  let position = 0;
  const peek = () => tokens[position];
  const fail = (expected: string): never => {
    throw new SearchError(
      400,
      `Could not parse the filter query: expected ${expected}, found ${describe(peek())}.`,
    );
  };
  const isPunct = (text: string) => {
    const token = peek();
    return token?.kind === 'punct' && token.text === text;
  };
  const expectPunct = (text: string) => {
    if (!isPunct(text)) fail(`\`${text}\``);
    position += 1;
  };
  const value = (): string => {
    const token = peek();
    if (token?.kind !== 'word' && token?.kind !== 'quoted') return fail('a value');
    position += 1;
    return token.text;
  };
  const item = (): FilterValue => {
    const first = value();
    if (!isPunct('..')) return { value: first };
    position += 1;
    return { min: first, max: value() };
  };
  const clause = (): FilterNode => {
    const fieldToken = peek();
    if (fieldToken?.kind !== 'word') return fail('a field name');
    position += 1;
    expectPunct(':');
    const operatorToken = peek();
    let operator: FilterOperator | undefined;
    if (operatorToken?.kind === 'op') {
      operator = operatorToken.text;
      position += 1;
    }
    if (operator === '>' || operator === '>=' || operator === '<' || operator === '<=') {
      return { kind: 'compare', field: fieldToken.text, operator, value: value(), at: fieldToken.at };
    }
    const values: FilterValue[] = [];
    if (isPunct('[')) {
      position += 1;
      values.push(item());
      while (isPunct(',')) {
        position += 1;
        values.push(item());
      }
      expectPunct(']');
    } else {
      values.push({ value: value() });
    }
    return { kind: 'match', field: fieldToken.text, negated: operator === '!=', values, at: fieldToken.at };
  };
  const primary = (): FilterNode => {
    if (!isPunct('(')) return clause();
    position += 1;
    const inner = or();
    expectPunct(')');
    return inner;
  };
  const and = (): FilterNode => {
    let left = primary();
    while (isPunct('&&')) {
      position += 1;
      left = { kind: 'and', left, right: primary() };
    }
    return left;
  };
  function or(): FilterNode {
    let left = and();
    while (isPunct('||')) {
      position += 1;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  }
  const tree = or();
  if (position < tokens.length) fail('`&&`, `||` or the end');
  return tree;
}

/**
 * The top-level rules of a stylesheet, each as its text (`.a{color:red}`, `@media …{…}`), in order.
 * Enough for the stylesheets vanilla-extract writes: braces inside strings are skipped, comments are
 * not expected (the package's stylesheets are minified).
 */
export function cssRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | undefined;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at the top level: `@import …;`, `@layer a, b;`.
      rules.push(css.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest !== '') throw new Error(`Unterminated CSS rule: ${rest.slice(0, 80)}`);
  return rules;
}

/** The stylesheet without its source map comment, which only the whole stylesheet carries. */
export const withoutSourceMapComment = (css: string) =>
  css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');

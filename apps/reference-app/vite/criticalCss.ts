import { transform } from 'lightningcss';

/** The class names an HTML fragment uses, in its `class` attributes. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The rules of a stylesheet that can apply to an HTML fragment: a style rule stays when one of its
 * selectors names only classes the fragment uses (classes inside `:not()`, `:is()` and the like are
 * not asked for); rules without classes (`html`, `:root`, keyframes…) stay, groups left empty
 * (`@media`, `@supports`, `@container`) go. What a page shows only
 * later (an error, a pending spinner) comes with the whole stylesheet, which still loads.
 */
export function criticalCss(css: string, html: string): string {
  const used = classesIn(html);
  const kept = transform({
    filename: 'critical.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          const selectors = rule.value.selectors.filter((selector) =>
            selector.every((component) => component.type !== 'class' || used.has(component.name)),
          );
          if (selectors.length === 0) return [];
          // Unchanged rules are not handed back: not every selector survives the round trip.
          if (selectors.length === rule.value.selectors.length) return undefined;
          return { ...rule, value: { ...rule.value, selectors } };
        },
      },
    },
  }).code;
  // A second pass sees the groups the first one emptied.
  const empty = (rule: { value: { rules: unknown[] } }) => (rule.value.rules.length === 0 ? [] : undefined);
  return transform({
    filename: 'critical.css',
    code: kept,
    minify: true,
    visitor: { Rule: { media: empty, supports: empty, container: empty } },
  }).code.toString();
}

import { criticalCss } from './criticalCss.ts';

/** What {@link prerenderedHtml} builds a page from. */
export interface PrerenderedHtmlOptions {
  /** The built `index.html`: its scripts, preloads and stylesheets serve the prerendered page too. */
  template: string;
  /** React's markup of the page, for `#root`. */
  markup: string;
  /** The document's title. */
  title: string;
  /** Attributes `#root` gets, e.g. which page it holds. */
  rootAttributes: Readonly<Record<string, string>>;
  /** The text of a stylesheet the template links (its `href`, e.g. '/assets/index-abc.css'). */
  readStylesheet: (href: string) => string;
  /**
   * Modules the page's start imports at once, beyond the template's (e.g. '/assets/login-abc.js'):
   * preloaded beside the entry rather than after it.
   * @default none
   */
  modulePreloads?: readonly string[];
}

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function replaceOnce(html: string, pattern: RegExp, replacement: (...groups: string[]) => string): string {
  if (!pattern.test(html)) throw new Error(`The built index.html has nothing matching ${pattern}`);
  return html.replace(pattern, replacement);
}

/**
 * A page served as HTML before any script runs: the template with the page's markup in `#root` and
 * the CSS that markup needs inlined in the head. The whole stylesheets no longer hold back the first
 * paint: they are only preloaded, and the page's script applies them (`applyPreloadedStylesheets`).
 */
export function prerenderedHtml(options: PrerenderedHtmlOptions): string {
  const head = options.template.slice(0, options.template.indexOf('</head>'));
  const hrefs = [...head.matchAll(STYLESHEET)].map(([, href]) => href as string);
  const css = criticalCss(hrefs.map(options.readStylesheet).join('\n'), options.markup);
  const attributes = Object.entries(options.rootAttributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

  let html = options.template.replace(STYLESHEET, (link) =>
    link.replace('rel="stylesheet"', 'rel="preload" as="style"'),
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(options.title)}</title>`);
  const preloads = (options.modulePreloads ?? [])
    .filter((href) => !html.includes(`href="${href}"`) && !html.includes(`src="${href}"`))
    .map((href) => `  <link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">\n  `)
    .join('');
  html = replaceOnce(html, /<\/head>/, () => `${preloads}  <style>${css}</style>\n  </head>`);
  html = replaceOnce(
    html,
    ROOT,
    (_match, end) => `<div id="root"${attributes}>${options.markup}</div>${end}`,
  );
  return html;
}

// A consumer project's page in Chromium under a host portal's stylesheet (`../shared/embed/hostile.css`):
// in the default isolation, the stylesheet's element-selector rules change nothing inside the
// provider; in shadow isolation, `!important` rules included, no control leaves its card and every
// text is in the theme's font. The page is the project's `src/embed.tsx`, bundled from the installed
// packages; what is measured in it is the package's own Chromium check's probe.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
/** The page script that measures the page (`window.hostileCssProbe`), the package's own Chromium check's. */
const PROBE_PATH = join(root, 'packages/react-components/test/hostileCssProbe.js');

/** The host page's stylesheet: `EARSHOT_HOST_CSS`, or the one shared beside the repository. */
export const HOST_CSS_PATH =
  process.env.EARSHOT_HOST_CSS || join(root, '..', 'shared', 'embed', 'hostile.css');

/** At most this many problems of a kind are listed; the rest are counted. */
const LISTED = 12;

/**
 * The host page: its stylesheet before and after the package's (portals load theirs on either side),
 * the package's in the page only in the default isolation (shadow isolation loads it by URL inside
 * its shadow root), and the editor in a 760px column.
 */
function hostPage(isolation, hostCss) {
  const host = hostCss === undefined ? '' : `<style>${hostCss}</style>`;
  const ours = isolation === 'scoped' ? '<link rel="stylesheet" href="/embed.css">' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host portal</title>
${host}${ours}${host}</head>
<body><h1>Agency portal</h1><section><div id="embed" style="width: 760px"></div></section>
<script type="module" src="/embed.js"></script></body></html>`;
}

/**
 * Serves `public/embed.js` and `public/embed.css` of the project in `dir`, and the host page as
 * `/?isolation=scoped|shadow&host=<name>` with the host stylesheet of that name (none without one).
 */
async function servePage(dir, hostStylesheets) {
  const files = {
    '/embed.js': ['text/javascript', readFileSync(join(dir, 'public/embed.js'))],
    '/embed.css': ['text/css', readFileSync(join(dir, 'public/embed.css'))],
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host.test');
    const [type, body] =
      url.pathname === '/'
        ? [
            'text/html',
            hostPage(
              url.searchParams.get('isolation') === 'shadow' ? 'shadow' : 'scoped',
              hostStylesheets[url.searchParams.get('host') ?? ''],
            ),
          ]
        : (files[url.pathname] ?? []);
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Each computed value or box that differs between two snapshots of the same tree. */
function differences(before, after) {
  const elements = (report) => report.snapshot.map((entry) => entry.element).join('\n');
  if (elements(before) !== elements(after)) return ['the tree itself differs'];
  return before.snapshot.flatMap((entry, index) =>
    Object.keys(entry)
      .filter((property) => property !== 'element' && after.snapshot[index]?.[property] !== entry[property])
      .map(
        (property) =>
          `${entry.element} ${property}: ${entry[property]} → ${after.snapshot[index]?.[property]}`,
      ),
  );
}

/** `found` under a heading, the first {@link LISTED} of them. */
function listed(heading, found) {
  if (found.length === 0) return [];
  const more = found.length > LISTED ? [`… and ${found.length - LISTED} more`] : [];
  return [`${heading}:`, ...found.slice(0, LISTED).map((item) => `  ${item}`), ...more];
}

/**
 * Checks the bundled page of the project in `dir` under the host stylesheet; resolves with the
 * problems found, none when the screens hold up.
 */
export async function checkUnderHostStylesheet(dir) {
  const { launchChromium } = await tsImport('../tooling/chromium/src/launchChromium.ts', import.meta.url);
  const full = readFileSync(HOST_CSS_PATH, 'utf8');
  const browser = await launchChromium();
  let server;
  try {
    // Tall enough that nothing sticks to the viewport's edge: boxes then depend on the page alone.
    const context = await browser.newContext({ viewport: { width: 1000, height: 2000 } });
    await context.addInitScript({ path: PROBE_PATH });
    const blank = await context.newPage();
    const elements = await blank.evaluate((css) => window.hostileCssProbe.elementRules(css), full);
    await blank.close();
    server = await servePage(dir, { elements, full });
    const { port } = server.address();

    /** Opens the editor in `isolation` under the `host` stylesheet and reads it once its forecast shows. */
    const report = async (isolation, host) => {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`http://127.0.0.1:${port}/?isolation=${isolation}&host=${host}`);
        await page
          .getByText(/\d–\d.* listeners/)
          .first()
          .waitFor({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        const read = await page.evaluate(() => {
          const probe = window.hostileCssProbe;
          return {
            overflowing: probe.overflowingControls(),
            fonts: probe.fonts(),
            snapshot: probe.snapshot(),
            themeFont: getComputedStyle(probe.root()).getPropertyValue('--earshot-font-family').trim(),
          };
        });
        return { ...read, errors };
      } finally {
        await page.close();
      }
    };

    const [alone, underElementRules, shadow] = await Promise.all([
      report('scoped', 'none'),
      report('scoped', 'elements'),
      report('shadow', 'full'),
    ]);
    const otherFonts = shadow.fonts
      .filter(({ fontFamily }) => fontFamily !== shadow.themeFont)
      .map(({ element, fontFamily }) => `${element}: ${fontFamily}`);
    return [
      ...listed('errors in the page', [...alone.errors, ...underElementRules.errors, ...shadow.errors]),
      ...(alone.snapshot.length < 100 ? [`only ${alone.snapshot.length} elements rendered`] : []),
      ...listed(
        "default isolation: the host's element-selector rules change",
        differences(alone, underElementRules),
      ),
      ...listed('shadow isolation: controls leave their card', shadow.overflowing),
      ...(shadow.themeFont === '' ? ["shadow isolation: the theme's font is not set"] : []),
      ...(shadow.fonts.length === 0 ? ['shadow isolation: no text to read the font of'] : []),
      ...listed(`shadow isolation: text not in the theme's font (${shadow.themeFont})`, otherFonts),
    ];
  } finally {
    await browser.close();
    server?.close();
  }
}

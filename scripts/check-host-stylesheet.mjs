// A consumer project's page in Chromium under a host portal's stylesheet (`../shared/embed/hostile.css`):
// for every headline screen, in the default isolation, the stylesheet's element-selector rules change
// nothing inside the provider; in shadow isolation, `!important` rules included, no control leaves
// its card and every text is in the theme's font. The page is the project's `src/embed.tsx`, bundled
// from the installed packages; the host page around it, its server and what is measured in it are
// the package's own Chromium check's (packages/react-components/test).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
/** The page script that measures the page (`window.hostileCssProbe`), the package's own Chromium check's. */
const PROBE_PATH = join(root, 'packages/react-components/test/hostileCssProbe.js');

/** The host page's stylesheet: `EARSHOT_HOST_CSS`, or the one shared beside the repository. */
export const HOST_CSS_PATH =
  process.env.EARSHOT_HOST_CSS || join(root, '..', 'shared', 'embed', 'hostile.css');

/**
 * The screens of the page (`?screen=`, see src/embeddedScreens.tsx), each with what shows once its
 * in-memory data has loaded, as a Playwright selector.
 */
const SCREENS = [
  { name: 'CampaignList', ready: 'text=Spring launch' },
  { name: 'CampaignEditor', ready: 'text=/\\d–\\d.* listeners/' },
  { name: 'Dashboard', ready: '[data-state="ready"]' },
  { name: 'AssetUploader', ready: 'text=/Drop audio files here/' },
  { name: 'Reporting', ready: 'text=Spring Sale — Podcasts' },
  { name: 'Billing', ready: 'text=INV-202610-3F2A9C1B00' },
  { name: 'Team', ready: 'text=member2@rosas-bakery.com' },
  { name: 'InventorySearch', ready: 'text=/news commentary podcast/' },
];

/**
 * The host page in each isolation: the default one alone and under the stylesheet's element rules,
 * shadow isolation under the whole stylesheet.
 */
const VIEWS = [
  { isolation: 'scoped', host: 'none' },
  { isolation: 'scoped', host: 'elements' },
  { isolation: 'shadow', host: 'full' },
];

/**
 * A screen with fewer elements than this has not rendered its content: the smallest, the asset
 * uploader before any file is chosen, has about twenty.
 */
const FEWEST_ELEMENTS = 15;

/** At most this many problems of a kind are listed; the rest are counted. */
const LISTED = 12;

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

/** How long a screen's rendered elements must stay the same before it is read, and the longest wait. */
const SETTLE_MS = 300;
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until the screen's code has loaded and its rendered elements stay the same for
 * {@link SETTLE_MS}: what shows first (the `ready` text) can come before parts that load their code
 * or data a moment later, and reading a screen midway would compare two different trees.
 */
async function settledTree(page) {
  await page.waitForLoadState('networkidle');
  const tree = () =>
    page.evaluate(() =>
      window.hostileCssProbe
        .snapshot()
        .map((entry) => entry.element)
        .join('\n'),
    );
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let previous = await tree();
  while (Date.now() < deadline) {
    await page.waitForTimeout(SETTLE_MS);
    const current = await tree();
    if (current === previous) return;
    previous = current;
  }
}

/**
 * Opens every screen in turn in one page of `view`, and reads each once its data shows; a screen
 * that fails to show is read as its error.
 */
async function readScreens(context, origin, { isolation, host }) {
  const page = await context.newPage();
  let errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const reports = {};
  try {
    for (const { name, ready } of SCREENS) {
      errors = [];
      try {
        await page.goto(`${origin}/?screen=${name}&isolation=${isolation}&host=${host}`);
        await page.locator(ready).first().waitFor({ timeout: 30_000 });
        await page.evaluate(() => document.fonts.ready);
        await settledTree(page);
        const read = await page.evaluate(() => {
          const probe = window.hostileCssProbe;
          return {
            overflowing: probe.overflowingControls(),
            fonts: probe.fonts(),
            snapshot: probe.snapshot(),
            themeFont: getComputedStyle(probe.root()).getPropertyValue('--earshot-font-family').trim(),
          };
        });
        reports[name] = { ...read, errors };
      } catch (error) {
        // Playwright's first line says what was awaited; the rest is its call log.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        reports[name] = { failed: `did not show ${ready}: ${message}`, errors };
      }
    }
  } finally {
    await page.close();
  }
  return reports;
}

/**
 * The problems of one screen, from its report in each of {@link VIEWS} (in that order), each line
 * naming the screen.
 */
function screenProblems(name, reports) {
  const where = (view, text) => `${name} (${view}): ${text}`;
  const errors = listed(
    `${name}: errors in the page`,
    reports.flatMap((report) => report.errors),
  );
  const failed = reports.flatMap((report, index) =>
    report.failed
      ? [where(`${VIEWS[index].isolation} isolation, host ${VIEWS[index].host}`, report.failed)]
      : [],
  );
  if (failed.length > 0) return [...failed, ...errors];
  const [alone, underElementRules, shadow] = reports;
  const otherFonts = shadow.fonts
    .filter(({ fontFamily }) => fontFamily !== shadow.themeFont)
    .map(({ element, fontFamily }) => `${element}: ${fontFamily}`);
  return [
    ...errors,
    ...(alone.snapshot.length < FEWEST_ELEMENTS
      ? [where('default isolation', `only ${alone.snapshot.length} elements rendered`)]
      : []),
    ...listed(
      where('default isolation', "the host's element-selector rules change"),
      differences(alone, underElementRules),
    ),
    ...listed(where('shadow isolation', 'controls leave their card'), shadow.overflowing),
    ...(shadow.themeFont === '' ? [where('shadow isolation', "the theme's font is not set")] : []),
    ...(shadow.fonts.length === 0 ? [where('shadow isolation', 'no text to read the font of')] : []),
    ...listed(where('shadow isolation', `text not in the theme's font (${shadow.themeFont})`), otherFonts),
  ];
}

/**
 * One Chromium for the checks of every project, started at the first check. `check(dir)` checks
 * the bundled page of the project in `dir` under the host stylesheet and resolves with the problems
 * found, none when every screen holds up; `close()` ends the browser.
 */
export function createHostStylesheetCheck() {
  let started;
  const start = async () => {
    const [{ launchChromium }, harness] = await Promise.all([
      tsImport('../tooling/chromium/src/launchChromium.ts', import.meta.url),
      tsImport('../packages/react-components/test/hostileCssHarness.ts', import.meta.url),
    ]);
    const browser = await launchChromium();
    const blank = await browser.newPage();
    await blank.addScriptTag({ path: PROBE_PATH });
    const full = readFileSync(HOST_CSS_PATH, 'utf8');
    const elements = await blank.evaluate((css) => window.hostileCssProbe.elementRules(css), full);
    await blank.close();
    return { browser, harness, hostStylesheets: { elements, full } };
  };

  const check = async (dir) => {
    started ??= start();
    const { browser, harness, hostStylesheets } = await started;
    const page = {
      js: readFileSync(join(dir, 'public/embed.js'), 'utf8'),
      css: readFileSync(join(dir, 'public/embed.css'), 'utf8'),
    };
    const server = await harness.servePage(page, hostStylesheets);
    // Tall enough that nothing sticks to the viewport's edge: boxes then depend on the page alone.
    const context = await browser.newContext({ viewport: { width: 1000, height: 2000 } });
    try {
      await context.addInitScript({ path: PROBE_PATH });
      const views = await Promise.all(
        VIEWS.map((view) => readScreens(context, harness.pageOrigin(server), view)),
      );
      return SCREENS.flatMap(({ name }) =>
        screenProblems(
          name,
          views.map((reports) => reports[name]),
        ),
      );
    } finally {
      await context.close();
      server.close();
    }
  };

  // A browser that failed to start has nothing to close: its error is the checks' to report.
  const close = () =>
    started?.then(
      ({ browser }) => browser.close(),
      () => undefined,
    );

  return { check, close, screens: SCREENS.length };
}

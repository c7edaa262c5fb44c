import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EDITOR_TABS,
  TARGETING_TABS,
} from '../../../packages/react-components/src/CampaignEditor/campaignTabs.ts';
import { NAVIGATION_SECTIONS } from '../../../packages/react-components/src/NavigationMenu/sections.ts';
import { editingControls } from './harness/editingControls.ts';
import { englishOnScreen, untranslatedEnglish } from './harness/englishLeft.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

declare global {
  interface Window {
    /** The text of the screen shown before the test opened another route. */
    previousScreen?: string | null;
  }
}

const ACME = 'acme-audio.com';
const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Listed = { id?: string; uuid?: string; kind?: string };

/** Lists the owner's `resource` of Acme Audio over HTTP, with the page's token. */
async function list(page: Page, resource: string): Promise<Listed[]> {
  const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
  const response = await fetch(`${e2e.apiUrl}/companies/${ACME_UUID}/${resource}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, `GET ${resource}`).toBe(200);
  return (await response.json()) as Listed[];
}

/**
 * Every route of the app under Acme Audio (apps/reference-app/src/router/advertiserRoutes.tsx): the
 * sections, each editor new and with a demo item, every tab of the campaign editor, and the catch-all.
 */
async function appRoutes(page: Page): Promise<string[]> {
  const [campaigns, playlists, audiences, assets, creatives, integrations] = await Promise.all([
    list(page, 'campaigns'),
    list(page, 'playlists'),
    list(page, 'audiences'),
    list(page, 'assets'),
    list(page, 'creatives'),
    list(page, 'integrations'),
  ]);
  const [campaign, playlist, audience, creative, integration] = [
    campaigns,
    playlists,
    audiences,
    creatives,
    integrations,
  ].map((items) => items[0]);
  const generated = assets.find((asset) => asset.kind === 'generated');
  const editor = `campaigns/${campaign?.id}`;
  const paths = [
    ...NAVIGATION_SECTIONS,
    ...CAMPAIGN_EDITOR_TABS.map((tab) => `${editor}/${tab}`),
    ...TARGETING_TABS.map((tab) => `${editor}/targeting/${tab}`),
    'campaigns/new/general-information',
    `inventory/${playlist?.id}`,
    'inventory/new',
    `audience/${audience?.id}`,
    'audience/new',
    `assets/${assets[0]?.uuid}`,
    'assets/new',
    ...(generated ? [`assets/generate/${generated.uuid}`] : []),
    'assets/generate/new',
    `creatives/${creative?.id}`,
    'creatives/new',
    'reporting/scheduled',
    'integrations/ga4',
    `integrations/${integration?.kind}/${integration?.id}`,
    'integrations/data-export/new',
    'no-such-page',
  ];
  expect(
    paths.filter((path) => path.includes('undefined')),
    'routes without a demo item',
  ).toEqual([]);
  return paths.map((path) => `/${ACME}/${path}`);
}

/** The requests each page has under way, kept by {@link ownerPage}. */
const underWay = new WeakMap<Page, Set<unknown>>();

/** Resolves once `page` has had no request under way for `quietMs` (searches start after a pause). */
async function networkQuiet(page: Page, quietMs = 300, timeoutMs = 15_000): Promise<void> {
  const pending = underWay.get(page) ?? new Set();
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = Date.now();
  }
}

/**
 * Opens `path` inside the running app (as its links do, without a page load) and resolves once the
 * screen shows it: the route's content in place of the last one's (the router renders a route as a
 * transition, so the old screen stays a while), a title, nothing loading or asked of the network any
 * more. Else says what the page shows instead.
 */
async function open(page: Page, path: string): Promise<string | null> {
  await page.evaluate((to) => {
    window.previousScreen =
      location.pathname === to ? null : (document.querySelector('main')?.textContent ?? null);
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const ready = () =>
    page.waitForFunction(
      (to) => {
        const main = document.querySelector('main');
        return (
          location.pathname === to &&
          main !== null &&
          main.textContent !== window.previousScreen &&
          !document.querySelector('[aria-busy="true"]') &&
          Boolean(main.querySelector('h1')) &&
          !main.querySelector('[data-loading]')
        );
      },
      path,
      { timeout: 20_000 },
    );
  try {
    await ready();
    await networkQuiet(page);
    await ready();
  } catch {
    return `${path} did not finish loading (at ${await page.evaluate(() => location.pathname)})`;
  }
  return null;
}

/** Logs in as a member of Acme Audio (the owner unless said) and waits for the dashboard it opens first. */
async function ownerPage(
  options: Parameters<typeof e2e.newPage>[0],
  email = 'owner@example.com',
): Promise<Page> {
  const page = await e2e.newPage(options);
  const pending = new Set<unknown>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  underWay.set(page, pending);
  await e2e.loginAs(email, page);
  await page.waitForURL((url) => url.pathname === `/${ACME}/dashboard`);
  await page.locator('main h1').waitFor();
  return page;
}

/** The page's background: the colour behind `main`, as its relative luminance (0 black, 1 white). */
function backgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    let element: Element | null = document.querySelector('main');
    while (element) {
      const [r = 0, g = 0, b = 0, a = 1] = (
        getComputedStyle(element).backgroundColor.match(/[\d.]+/g) ?? []
      ).map(Number);
      if (a > 0) {
        const linear = (value: number) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      }
      element = element.parentElement;
    }
    return 1;
  });
}

/** Elements whose own text is cut off: wider than their box, their overflow hidden or ellipsised. */
function clippedTexts(page: Page, path: string): Promise<string[]> {
  return page.evaluate(
    (route) =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          const text = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!text || element.clientWidth <= 1 || element.scrollWidth <= element.clientWidth) return false;
          const style = getComputedStyle(element);
          return ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        })
        .map(
          (element) =>
            `${route}: <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 60)}"`,
        ),
    path,
  );
}

/** What is wrong with the route on screen on a phone in dark mode: overflow, navigation, background. */
async function phoneProblems(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) problems.push(`${path} is ${scrollWidth} px wide`);
  if (!(await page.getByRole('banner').getByRole('button', { name: 'Menu' }).isVisible())) {
    problems.push(`${path} has no menu button`);
  }
  if (await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()) {
    problems.push(`${path} shows the navigation`);
  }
  const luminance = await backgroundLuminance(page);
  if (luminance > 0.1) problems.push(`${path} has a light background (${luminance.toFixed(2)})`);
  return problems;
}

/** Opens every route in turn and gathers what `check` finds wrong on each. */
async function checkEveryRoute(
  page: Page,
  routes: readonly string[],
  check: (page: Page, path: string) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of routes) {
    const failed = await open(page, path);
    problems.push(...(failed ? [failed] : await check(page, path)));
  }
  return problems;
}

describe('the app on every screen size, theme and language', () => {
  it('fits a 390 px phone in dark mode on every route, cuts no text off at 1440 px in French and German, and leaves no English in German', {
    timeout: 150_000,
  }, async () => {
    // One page a pass, run side by side: each waits on the API more than on the processor.
    const phone = await ownerPage({ viewport: PHONE });
    await phone.emulateMedia({ colorScheme: 'dark' });
    const french = await ownerPage({ viewport: DESKTOP, locale: 'fr-FR' });
    const german = await ownerPage({ viewport: DESKTOP, locale: 'de-DE' });
    const routes = await appRoutes(phone);
    const english = untranslatedEnglish();
    // The check sees English where there is some: the phone's page is in English, on the dashboard.
    expect((await englishOnScreen(phone, 'dashboard', english)).length).toBeGreaterThan(3);
    const [onPhone, inFrench, inGerman] = await Promise.all([
      checkEveryRoute(phone, routes, phoneProblems),
      checkEveryRoute(french, routes, clippedTexts),
      checkEveryRoute(german, routes, async (page, path) => [
        ...(await clippedTexts(page, path)),
        ...(await englishOnScreen(page, path, english)),
      ]),
    ]);
    expect({ onPhone, inFrench, inGerman }).toEqual({ onPhone: [], inFrench: [], inGerman: [] });
  });

  it('offers a view-only member no enabled control that would change something, on every route', {
    timeout: 120_000,
  }, async () => {
    const viewer = await ownerPage({ viewport: DESKTOP }, 'viewer@example.com');
    // Creating is not for a view-only member: the app does not open the /new routes for one.
    const routes = (await appRoutes(viewer)).filter((path) => !/\/new(\/|$)/.test(path));
    // What a view-only member rightly changes: their own details, and a tracking URL composed to be
    // copied, which nothing stores.
    const own = [`/${ACME}/account-details: `, `/${ACME}/pixels: <input> field "Tracking URL"`];
    const found = await checkEveryRoute(viewer, routes, editingControls);
    expect(found.filter((problem) => !own.some((allowed) => problem.startsWith(allowed)))).toEqual([]);
    // The check finds such controls where they are: the owner's campaign list offers "New campaign".
    const owner = await ownerPage({ viewport: DESKTOP });
    expect(await open(owner, `/${ACME}/campaigns`)).toBeNull();
    expect(await editingControls(owner, 'campaigns')).toContainEqual(expect.stringContaining('New campaign'));
  });

  it('opens the navigation in a drawer that marks the current route, and closes it with Escape and on widening', async () => {
    const page = await ownerPage({ viewport: { width: 899, height: 800 } });
    await page.goto(`/${ACME}/reporting`);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    const current = drawer.getByRole('link', { name: 'Reporting' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    expect(await drawer.count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Team' }).isVisible()).toBe(true);

    // Widening the window past 900 px closes an open drawer: the sidebar is back.
    await menuButton.click();
    await drawer.waitFor();
    await page.setViewportSize({ width: 1200, height: 800 });
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
  });

  it("keeps an empty list's message in view on a phone, where the table scrolls sideways", async () => {
    const page = await ownerPage({ viewport: PHONE });
    await page.goto(`/${ACME}/assets`);
    await page.getByRole('searchbox', { name: 'Search assets' }).fill(`nothing called ${Date.now()}`);
    await page.getByText('No matching assets').waitFor();
    const table = page.getByRole('table');
    // The table is wider than the phone (its columns scroll), and the message's lines sit within the
    // screen: each line's box, not the block's, which is as wide as its pane.
    expect(await table.evaluate((element) => element.scrollWidth)).toBeGreaterThan(PHONE.width);
    for (const text of ['No matching assets', 'No asset name or file name contains this search.']) {
      const lines = await page.getByText(text).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].map((rect) => ({ left: rect.left, right: rect.right }));
      });
      expect(lines.length, text).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.left, text).toBeGreaterThanOrEqual(0);
        expect(line.right, text).toBeLessThanOrEqual(PHONE.width);
      }
    }
  });

  it("follows the system's dark mode until the user menu chooses a theme, and remembers the choice", async () => {
    const page = await ownerPage({ viewport: DESKTOP, colorScheme: 'dark' });
    expect(await backgroundLuminance(page)).toBeLessThan(0.1);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Account: Olivia Owner' }).click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.9);
    // The choice holds over a page load, from the first paint on: the document has its theme before
    // the parser reaches <body>, so before the app's script (at the end of it) could set one.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        document.documentElement.dataset.themeAtFirstPaint = document.documentElement.dataset.theme ?? 'none';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.themeAtFirstPaint)).toBe('light');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await backgroundLuminance(page)).toBeGreaterThan(0.9);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Account: Olivia Owner' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.1);
    await page.getByRole('button', { name: 'Account: Olivia Owner' }).click();
    await page.getByRole('menuitemradio', { name: 'Same as system' }).click();
    await expect.poll(() => backgroundLuminance(page)).toBeGreaterThan(0.9);
  });
});

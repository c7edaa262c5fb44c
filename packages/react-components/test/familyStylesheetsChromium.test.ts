// @vitest-environment node
import type { Server } from 'node:http';
import { assertChromiumInstalled, launchChromium } from '@earshot/chromium';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFamilyStylesheets } from '../scripts/familyStylesheets.ts';
import { packageDir } from './buildTestPage.ts';
import { buildScreensPage, screensOrigin, serveScreens } from './familyStylesheetsHarness.ts';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 120_000 });

/** Each screen of the page, and a text it shows once its data is in. */
const SCREENS = {
  CampaignEditor: /listeners/,
  Team: 'Rosa Díaz',
  Billing: 'INV-202610-3F2A9C1B00',
} as const;
type Screen = keyof typeof SCREENS;

/** Every computed property of an element (and of its generated ::before and ::after), as one text. */
type Snapshot = { element: string; style: string }[];

describe('the per-family stylesheets, in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    await assertChromiumInstalled();
    const [script, stylesheets, launched] = await Promise.all([
      buildScreensPage(),
      buildFamilyStylesheets(packageDir),
      launchChromium(),
    ]);
    browser = launched;
    // Motion reduced, so no transition is caught half-way when the styles are read.
    context = await browser.newContext({ viewport: { width: 1000, height: 2000 }, reducedMotion: 'reduce' });
    server = await serveScreens(script, new Map([['whole', stylesheets.whole], ...stylesheets.files]));
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** Opens `screen` with the stylesheets named, waits for its data and reads every element's style. */
  async function snapshot(screen: Screen, stylesheets: string[]): Promise<Snapshot> {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${screensOrigin(server)}/?screen=${screen}&styles=${stylesheets.join(',')}`);
      await page.getByText(SCREENS[screen]).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Parts that load on demand (a tab, a chart) come in after the data: wait until the tree stops growing.
      await expect
        .poll(
          async () => {
            const count = () => page.evaluate(() => document.body.querySelectorAll('*').length);
            const before = await count();
            await page.waitForTimeout(300);
            return (await count()) === before;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(errors).toEqual([]);
      return await page.evaluate(() => {
        const text = (style: CSSStyleDeclaration) =>
          Array.from(style, (property) => `${property}: ${style.getPropertyValue(property)}`).join('\n');
        return [...document.body.querySelectorAll('*')].flatMap((element, index) => {
          const name = `#${index} <${element.localName}${element.className ? ` class="${element.className}"` : ''}>`;
          const generated = ['::before', '::after']
            .map((pseudo) => ({ pseudo, style: getComputedStyle(element, pseudo) }))
            .filter(({ style }) => style.content !== 'none' && style.content !== 'normal')
            .map(({ pseudo, style }) => ({ element: `${name}${pseudo}`, style: text(style) }));
          return [{ element: name, style: text(getComputedStyle(element)) }, ...generated];
        });
      });
    } finally {
      await page.close();
    }
  }

  /** Each property whose computed value differs between two snapshots of the same tree. */
  function differences(expected: Snapshot, actual: Snapshot): string[] {
    expect(actual.map((entry) => entry.element)).toEqual(expected.map((entry) => entry.element));
    return expected.flatMap((entry, index) => {
      const other = actual[index]?.style ?? '';
      if (other === entry.style) return [];
      const lines = new Set(other.split('\n'));
      return entry.style
        .split('\n')
        .filter((line) => !lines.has(line))
        .map((line) => `${entry.element} ${line}`);
    });
  }

  const screens = Object.keys(SCREENS) as Screen[];

  it.each(screens)(
    'styles every element of %s with base.css and its file as with styles.css',
    async (screen) => {
      const [whole, split] = await Promise.all([
        snapshot(screen, ['whole']),
        snapshot(screen, ['base', screen]),
      ]);
      expect(whole.length).toBeGreaterThan(50);
      expect(differences(whole, split)).toEqual([]);
    },
  );

  it.each(screens)('styles %s the same with every family file loaded, in reverse order', async (screen) => {
    const [whole, all] = await Promise.all([
      snapshot(screen, ['whole']),
      snapshot(screen, ['base', ...[...screens].reverse()]),
    ]);
    expect(differences(whole, all)).toEqual([]);
  });

  it("styles a screen differently without its family's file (the comparison sees a missing rule)", async () => {
    const [whole, baseOnly] = await Promise.all([snapshot('Team', ['whole']), snapshot('Team', ['base'])]);
    expect(differences(whole, baseOnly)).not.toEqual([]);
  });
});

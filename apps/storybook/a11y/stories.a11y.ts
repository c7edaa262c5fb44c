import { fileURLToPath } from 'node:url';
import { launchChromium } from '@earshot/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AXE_SOURCE, axeStory, type StoryViolation } from './axeStory.ts';
import { createPagePool, type PagePool } from './pagePool.ts';
import { type StoryGlobals, showStory, WATCH_DOM } from './showStory.ts';
import { type StaticServer, serveDirectory } from './staticServer.ts';
import { readStoryIds } from './storyIndex.ts';

const STATIC_DIR = fileURLToPath(new URL('../storybook-static/', import.meta.url));
/** Pages checking at once: two cores keep three pages busy while each waits for its story to settle. */
const PAGES = 3;

/**
 * Every story in the light theme in English, and in the dark theme (where contrast is hardest
 * to get right) in German (the longest texts of our locales).
 */
const LIGHT: StoryGlobals = { theme: 'light', locale: 'en' };
const GLOBALS: StoryGlobals[] = [LIGHT, { theme: 'dark', locale: 'de' }];

const storyIds = readStoryIds(STATIC_DIR);

const describeViolation = (violation: StoryViolation) =>
  `${violation.rule} (${violation.impact ?? 'no impact'}): ${violation.help}, at ${violation.elements
    .map((element) => `${element.target} ${element.html}`)
    .join('; ')}`;

/**
 * Gives a page axe and the DOM watch before any script of the story runs. Motion is reduced, as
 * our animations honour `prefers-reduced-motion`: a story is checked standing still (a pulsing
 * skeleton's contrast would depend on the moment) and idle pages spend no time animating.
 */
async function preparePage(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript({ content: `${AXE_SOURCE}\n${WATCH_DOM}` });
}

let server: StaticServer;
let browser: Browser;
let pages: PagePool;

beforeAll(async () => {
  server = await serveDirectory(STATIC_DIR);
  browser = await launchChromium();
  pages = await createPagePool(browser, PAGES, preparePage);
});

afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.close();
});

describe.each(GLOBALS)('every story in the $theme theme, locale $locale', (globals) => {
  it.concurrent.each(storyIds)('%s has no axe violations', async (storyId) => {
    const violations = await pages.use(async (page) => {
      await showStory(page, server.url, storyId, globals);
      return axeStory(page);
    });
    expect(violations.map(describeViolation)).toEqual([]);
  });
});

describe('the axe check', () => {
  it('reports an unlabelled field and faint text in a story, so a passing story means something', async () => {
    const page = await browser.newPage();
    try {
      await preparePage(page);
      await showStory(page, server.url, 'primitives-actions--button-primary', LIGHT);
      await page.evaluate(() => {
        const broken = document.createElement('div');
        broken.innerHTML = '<input type="text"><p style="color: #999; background: #fff">Faint text</p>';
        document.querySelector('#storybook-root [data-theme]')?.append(broken);
      });
      const rules = (await axeStory(page)).map((violation) => violation.rule);
      expect(rules).toEqual(expect.arrayContaining(['label', 'color-contrast']));
    } finally {
      await page.close();
    }
  });
});

import { launchChromium } from '@earshot/chromium';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { loginAs } from './loginAs.ts';
import { type PageProblems, watchPageProblems } from './pageProblems.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app's origin, e.g. `http://localhost:41235`. */
    appUrl: string;
    /** The sandbox API's base URL, e.g. `http://localhost:41234/v1`. */
    apiUrl: string;
  }
}

/** What an end-to-end test works with; see {@link createE2eHarness}. */
export type E2eHarness = {
  /** The app's origin; pages opened by {@link E2eHarness.newPage} resolve relative URLs against it. */
  appUrl: string;
  /** The sandbox API's base URL, for arranging data over HTTP. */
  apiUrl: string;
  /**
   * A page in a new browser context (its own storage, cookies and service workers), closed after
   * the test. `options` go to Playwright's `browser.newContext`, e.g. `{ locale: 'de-DE' }`.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Logs in as `email` through the sandbox's e-mail link (requested from the API, read from the
   * sandbox mailbox, opened in the page) and resolves with the page once the app has left
   * `/authenticate`. Uses a new page unless one is given.
   */
  loginAs(email: string, page?: Page): Promise<Page>;
};

/**
 * The end-to-end harness for a test file. Call it once at the top level: it launches Chromium
 * before the file's tests, closes each test's contexts after it and the browser after the file.
 * The servers are shared by the whole run (see `globalSetup.ts`).
 *
 * @example
 * const e2e = createE2eHarness();
 * it('sends a first visit of / to /login', async () => {
 *   const page = await e2e.newPage();
 *   await page.goto('/');
 *   await page.waitForURL('**\/login');
 * });
 */
export function createE2eHarness(): E2eHarness {
  const appUrl = inject('appUrl');
  const apiUrl = inject('apiUrl');
  let browser: Browser | undefined;
  const contexts: { context: BrowserContext; problems: PageProblems }[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async ({ task }) => {
    const opened = contexts.splice(0);
    if (task.result?.state === 'fail') {
      // Where the pages were and what they complained about usually explains a failed wait.
      for (const { problems } of opened) console.error(`${task.name}:\n${problems.describe()}`);
    }
    await Promise.all(opened.map(({ context }) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser)
      throw new Error('newPage() works inside tests: call createE2eHarness() at the top level of the file');
    const context = await browser.newContext({ baseURL: appUrl, ...options });
    contexts.push({ context, problems: watchPageProblems(context) });
    return context.newPage();
  }

  return {
    appUrl,
    apiUrl,
    newPage,
    async loginAs(email, page) {
      const target = page ?? (await newPage());
      await loginAs(target, apiUrl, email);
      return target;
    },
  };
}

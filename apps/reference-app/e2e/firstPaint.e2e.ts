import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

declare global {
  interface Window {
    /** Elements of the prerendered page that left the document (a client render replaces them). */
    replacedNodes?: string[];
  }
}

/** Counts the elements removed from `#root` from the first byte of the document on. */
const countReplacedNodes = () => {
  const replaced: string[] = [];
  window.replacedNodes = replaced;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node instanceof Element) replaced.push(node.outerHTML.slice(0, 120));
      }
    }
  }).observe(document, { childList: true, subtree: true });
};

describe('first paint', () => {
  it('serves /login as the page itself, with what its first paint needs in the document', async () => {
    const html = await (await fetch(`${e2e.appUrl}/login`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Earshot · Log in</title>');
    // The theme script and the page's CSS are inline; the stylesheet is only preloaded.
    expect(head).toContain("window.localStorage.getItem('earshot.theme')");
    expect(head).not.toContain('src="/theme.js"');
    expect(head).toMatch(/<style>[^<]*--earshot-color-primary/);
    expect(head).toMatch(/<link rel="preload" as="style"[^>]*href="\/assets\/[^"]+\.css"/);
    expect(html).not.toContain('rel="stylesheet"');
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain('data-prerendered="login"');
    expect(body).toMatch(/<h1[^>]*>Log in<\/h1>/);
  });

  it('shows the login form before any script runs', async () => {
    const page = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    expect(await page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send me a login link' }).isVisible()).toBe(true);
    // The sandbox's mailbox section is prerendered too: the build knows it serves a sandbox.
    expect(await page.getByRole('heading', { level: 2, name: 'Sandbox mailbox' }).isVisible()).toBe(true);
  });

  it('hydrates the prerendered page without replacing or complaining about any of it', async () => {
    const page = await e2e.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(countReplacedNodes);
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    // Enabled once the script has taken over, which then had replaced nothing.
    await email.fill('owner@example.com');
    expect(await page.evaluate(() => window.replacedNodes)).toEqual([]);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent a login link to owner@example.com' }).waitFor();
    expect(errors).toEqual([]);
    // The whole stylesheet applies once the script runs, for what the page shows later.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some(
          (sheet) => sheet.href?.includes('/assets/') && sheet.cssRules.length > 0,
        ),
      ),
    ).toBe(true);
  });

  it('shows a dark visitor the page in the dark theme, never the light prerendered one', async () => {
    // Before the app's script: only the inline theme script has run, which set the document's theme.
    const page = await e2e.newPage({ colorScheme: 'dark' });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.getByRole('heading', { level: 1, name: 'Log in' }).isVisible()).toBe(false);

    const scripted = await e2e.newPage({ colorScheme: 'dark' });
    await scripted.goto('/login');
    const heading = scripted.getByRole('heading', { level: 1, name: 'Log in' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await scripted.locator('#root > [data-theme]').getAttribute('data-theme')).toBe('dark');
  });

  it('takes a visitor with a session from /login on into the app', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('paints the app’s frame before any script on the app’s other pages', async () => {
    const page = await e2e.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/acme-audio.com/dashboard');
    expect(await page.getByRole('progressbar', { name: 'Loading Earshot' }).isVisible()).toBe(true);
    expect(await page.getByText('Earshot', { exact: true }).isVisible()).toBe(true);
  });

  it('asks for the dashboard’s figures from its route, once, without waiting for the screen’s code', async () => {
    const page = await e2e.loginAs('owner@example.com');
    // The login lands on the dashboard too: its own request must be over before counting this load's.
    await page.getByText('These figures include simulated delivery (demo data).').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/metrics/aggregate?')) asked.push(request.url());
    });
    await page.goto('/acme-audio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('These figures include simulated delivery (demo data).').waitFor();
    expect(asked).toHaveLength(1);

    // The screen's code never arrives (nor, so, the page): the route has asked for its figures.
    const held = await e2e.newPage();
    const heldAsked: string[] = [];
    held.on('request', (request) => {
      if (request.url().includes('/metrics/aggregate?')) heldAsked.push(request.url());
    });
    await held.route(/\/assets\/DashboardScreen-[^/]+\.js$/, () => {});
    await e2e.loginAs('owner@example.com', held);
    await expect.poll(() => heldAsked.length).toBe(1);
  });
});

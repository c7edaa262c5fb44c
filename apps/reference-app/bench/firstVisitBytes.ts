import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Response } from 'playwright-core';
import { observeLargestContentfulPaint, settledLargestContentfulPaint } from './largestContentfulPaint.ts';

/** What a first visit of a route downloads, gzipped. */
export type FirstVisitBytes = {
  /** JavaScript, in bytes after gzip (zlib, default level, as Vite reports it). */
  js: number;
  /** Stylesheets, in bytes after gzip. */
  css: number;
  /** How many JavaScript and CSS files. */
  files: number;
  /** The path the page ended at, after the app's redirects. */
  landedAt: string;
  /** Every file with its gzipped size, largest first. */
  sizes: { path: string; bytes: number }[];
};

function kindOf(response: Response): 'js' | 'css' | null {
  const type = response.request().resourceType();
  const path = new URL(response.url()).pathname;
  if (type === 'script' || path.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  return null;
}

/**
 * Opens `url` in a fresh context (empty cache, service workers blocked so the precache does not
 * count) and sums the JavaScript and CSS of the app's origin that the page loads until it has
 * rendered (`content`, a selector, shows) and the network is idle, lazy route chunks included.
 */
export async function measureFirstVisit(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions = {},
  content?: string,
): Promise<FirstVisitBytes> {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<void>[] = [];
    const totals = { js: 0, css: 0, files: 0 };
    const sizes: FirstVisitBytes['sizes'] = [];
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind || new URL(response.url()).origin !== origin || !response.ok()) return;
      pending.push(
        response.body().then((body) => {
          const bytes = gzipSync(body).length;
          totals[kind] += bytes;
          totals.files += 1;
          sizes.push({ path: new URL(response.url()).pathname, bytes });
        }),
      );
    });
    await observeLargestContentfulPaint(page);
    await page.goto(url);
    // Rendered, then quiet: the route's lazy chunks and what they import have arrived.
    if (content) await page.locator(content).first().waitFor({ timeout: 60_000 });
    await settledLargestContentfulPaint(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    sizes.sort((a, b) => b.bytes - a.bytes);
    return { ...totals, landedAt: new URL(page.url()).pathname, sizes };
  } finally {
    await context.close();
  }
}

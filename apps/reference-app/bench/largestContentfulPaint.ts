import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** How long the Largest Contentful Paint must stay unchanged to count as final. */
const SETTLE_MS = 1500;

/**
 * Records Largest Contentful Paint candidates in `window.__earshotLcp` (ms since navigation
 * start) from the first document on. Call before `page.goto`. A string, so that nothing the
 * TypeScript loader adds to functions ends up in the page.
 */
export async function observeLargestContentfulPaint(page: Page): Promise<void> {
  await page.addInitScript(`
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__earshotLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
}

/**
 * Waits until the page has painted its largest content and no larger one followed for 1.5 s, and
 * resolves with its time. The network going idle is not enough: a slowed-down CPU still runs the
 * app's code long after its last request.
 */
export async function settledLargestContentfulPaint(page: Page, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last: number | undefined;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const current = (await page.evaluate('window.__earshotLcp')) as number | undefined;
    if (current !== last) {
      last = current;
      stableSince = Date.now();
    } else if (last !== undefined && Date.now() - stableSince >= SETTLE_MS) {
      return last;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`No settled Largest Contentful Paint on ${page.url()} within ${timeoutMs / 1000} s`);
}

/**
 * The Largest Contentful Paint of a first visit of `url`, in milliseconds, with the CPU slowed
 * down `cpuSlowdown` times (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`), in a fresh
 * context with an empty cache and service workers blocked, once `content` (a selector) shows, the
 * network is idle and no larger paint has followed for 1.5 s.
 */
export async function measureLargestContentfulPaint(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  contextOptions: BrowserContextOptions = {},
  content?: string,
): Promise<number> {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await observeLargestContentfulPaint(page);
    await page.goto(url);
    // A prerendered frame paints long before the page's data: its paint settles only once the
    // data has arrived and had time to render, or the frame would count as the page.
    if (content) await page.locator(content).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const lcp = await settledLargestContentfulPaint(page);
    const landedAt = new URL(page.url()).pathname;
    if (landedAt !== new URL(url).pathname) throw new Error(`Measuring ${url}, the app went to ${landedAt}`);
    return lcp;
  } finally {
    await context.close();
  }
}

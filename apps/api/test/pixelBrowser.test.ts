import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@earshot/chromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from './client.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

type StoredEvent = {
  event_name: string;
  event_type: string;
  url: string;
  user_agent: string;
  client_id: string;
  properties: Record<string, unknown>;
};

describeDatabases('the pixel on an advertiser site in a real browser', (database) => {
  let api: TestApi;
  let browser: Browser;
  let site: Server;
  let siteOrigin: string;
  let token: string;
  let advertiser: string;

  const events = async (): Promise<StoredEvent[]> =>
    (await callApi(api.baseUrl, token, 'GET', `/companies/${advertiser}/events`)).body;

  /** Waits until the advertiser has `count` events (hits leave the page asynchronously). */
  async function eventsOnceThere(count: number): Promise<StoredEvent[]> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const list = await events();
      if (list.length >= count) return list;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Fewer than ${count} events arrived`);
  }

  beforeAll(async () => {
    api = await startTestApi({ database });
    advertiser = api.demo.advertisers.newcomer;
    token = await api.tokenFor('newcomer@example.com');
    const { snippet } = (await callApi(api.baseUrl, token, 'GET', `/companies/${advertiser}/pixel`)).body;
    // The advertiser's site, on another origin than the API, with the snippet pasted into its head.
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(
        `<!doctype html><html lang="en"><head><title>Newcomer shop</title>${snippet}</head>
<body><h1>Shop</h1><script>earshot('track', 'purchase', { value: 19.5 });</script></body></html>`,
      );
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
    await api?.close();
  });

  it('records the page view, queued and later conversions, and verifies the pixel', async () => {
    const pixel = async () =>
      (await callApi(api.baseUrl, token, 'GET', `/companies/${advertiser}/pixel`)).body;
    expect((await pixel()).verified).toBe(false);

    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto(`${siteOrigin}/product?id=7`);
    await eventsOnceThere(2);
    await page.evaluate(() =>
      (window as unknown as { earshot: (...args: unknown[]) => void }).earshot('track', 'signup'),
    );
    const list = await eventsOnceThere(3);
    await page.close();

    expect(failures).toEqual([]);
    expect(list.map((event) => event.event_name).sort()).toEqual(['page_view', 'purchase', 'signup']);
    for (const event of list) {
      expect(event.url).toBe(`${siteOrigin}/product?id=7`);
      expect(event.user_agent).toContain('Chrome');
      expect(event.client_id).toBe(list[0]?.client_id);
    }
    expect(list.find((event) => event.event_name === 'purchase')?.properties).toEqual({ value: 19.5 });
    expect(await pixel()).toMatchObject({ verified: true, event_count: 3 });
  });

  it('records a page view through the image pixel when JavaScript is off', async () => {
    const before = (await events()).length;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteOrigin}/no-script`);
    const list = await eventsOnceThere(before + 1);
    await context.close();
    // Without the script only the Referer tells the page, and browsers send just the origin to another origin.
    expect(list[0]).toMatchObject({
      event_name: 'page_view',
      event_type: 'page_view',
      url: `${siteOrigin}/`,
    });
  });
});

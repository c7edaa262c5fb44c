import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '@earshot/chromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callApi } from './client.ts';
import { describeDatabases, startTestApi, type TestApi } from './harness.ts';

describeDatabases('the GA4 consent page in a real browser', (database) => {
  let api: TestApi;
  let browser: Browser;
  let app: Server;
  let token: string;
  /** The query strings the stand-in app received on /ga4/callback. */
  const callbacks: URLSearchParams[] = [];

  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.tokenFor('owner@example.com');
    // A stand-in for the web app: it only has to receive the browser at /ga4/callback.
    app = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://app');
      if (url.pathname === '/ga4/callback') callbacks.push(url.searchParams);
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<title>Earshot</title><p>Connecting…</p>');
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    api.config.appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => app?.close(resolve));
    await api?.close();
  });

  const authorize = async (state: string): Promise<string> => {
    const path = `/companies/${api.demo.advertisers.onboarded}/integrations/ga4/authorize`;
    const answer = await callApi(api.baseUrl, token, 'POST', path, { state });
    expect(answer.status).toBe(201);
    return answer.body.consent_url;
  };

  it('allows with the keyboard, lands on the app callback, and the code connects the chosen property', async () => {
    const state = 'browser-state-allow';
    const page = await browser.newPage();
    await page.goto(await authorize(state));
    await expect(page.title()).resolves.toBe('Connect Google Analytics 4');
    const appProperty = page.getByRole('radio', { name: /Acme Audio – App/ });
    await appProperty.focus();
    await page.keyboard.press('Space');
    await expect(appProperty.isChecked()).resolves.toBe(true);
    const measurementId = await appProperty.getAttribute('value');
    await page.getByRole('button', { name: 'Allow' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${api.config.appUrl}/ga4/callback?**`);
    await page.close();

    const callback = callbacks.at(-1);
    expect(callback?.get('state')).toBe(state);
    const connected = await callApi(
      api.baseUrl,
      token,
      'POST',
      `/companies/${api.demo.advertisers.onboarded}/integrations/ga4/connect`,
      { code: callback?.get('code'), state },
    );
    expect(connected.status).toBe(201);
    expect(connected.body.config.measurement_id).toBe(measurementId);
  });

  it('denies and lands on the app callback with access_denied', async () => {
    const page = await browser.newPage();
    await page.goto(await authorize('browser-state-deny'));
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL(`${api.config.appUrl}/ga4/callback?**`);
    await page.close();
    expect(Object.fromEntries(callbacks.at(-1) ?? [])).toEqual({
      error: 'access_denied',
      state: 'browser-state-deny',
    });
  });
});

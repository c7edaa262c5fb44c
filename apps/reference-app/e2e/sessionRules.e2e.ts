import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { firstCampaignLink, impersonate } from './harness/flows.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';
const HALF_AN_HOUR_MS = 1_800_000;

const storedItem = (page: Page, key: string) =>
  page.evaluate((itemKey) => window.localStorage.getItem(itemKey), key);

/** Logs in as an admin, opens Acme Audio by uuid and impersonates its viewer from the admin tools. */
async function impersonateViewer(): Promise<Page> {
  const page = await e2e.loginAs('admin@earshot.dev');
  await page.waitForURL((url) => url.pathname === '/no-advertisers');
  await page.getByRole('heading', { level: 2, name: 'Impersonate a user' }).waitFor();
  await impersonate(page, 'viewer@example.com', '/acme-audio.com/dashboard');
  return page;
}

describe('session rules', () => {
  it.each([
    ['an empty body', { status: 403, body: '' }],
    ['a proxy’s HTML page', { status: 403, contentType: 'text/html', body: '<h1>Forbidden</h1>' }],
    ['JSON without Message', { status: 403, json: { code: 'forbidden' } }],
  ])(
    'logs out on a 403 with %s, forgetting the admin token kept while impersonating',
    async (_name, answer) => {
      const page = await impersonateViewer();
      expect(await storedItem(page, 'earshot.adminToken')).not.toBeNull();

      await page.route('**/v1/companies/*/campaigns**', (route) => route.fulfill(answer));
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Campaigns' })
        .click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
      expect(await storedItem(page, 'earshot.token')).toBeNull();
      expect(await storedItem(page, 'earshot.adminToken')).toBeNull();
    },
  );

  it('keeps an admin who opened a foreign advertiser by uuid inside it: menu, header and list links', async () => {
    const page = await e2e.loginAs('admin@earshot.dev');
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await page.goto(`/${ACME_UUID}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe(
      `/${ACME_UUID}/campaigns`,
    );
    await menu.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL((url) => url.pathname === `/${ACME_UUID}/campaigns`);
    const firstCampaign = firstCampaignLink(page);
    await firstCampaign.waitFor();
    expect(await firstCampaign.getAttribute('href')).toMatch(new RegExp(`^/${ACME_UUID}/campaigns/`));
    await firstCampaign.click();
    await page.waitForURL((url) => url.pathname.endsWith('/general-information'));
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${ACME_UUID}/campaigns/`));
    await page.getByRole('status').filter({ hasText: 'Temporary admin access to Acme Audio.' }).waitFor();

    await menu.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === `/${ACME_UUID}/inventory`);
    await page.getByRole('banner').getByRole('link', { name: 'Earshot' }).click();
    await page.waitForURL((url) => url.pathname === `/${ACME_UUID}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });

  it('refreshes the user, not only the advertisers, once the advertiser list is older than 30 minutes', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const userLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/v1/users/me')) userLoads.push(request.method());
    });
    const menu = page.getByRole('navigation', { name: 'Main navigation' });

    await menu.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    expect(userLoads).toEqual([]);

    await page.evaluate((age) => {
      const stored = JSON.parse(window.sessionStorage.getItem('earshot.advertisers') ?? 'null');
      stored.savedAt = Date.now() - age;
      window.sessionStorage.setItem('earshot.advertisers', JSON.stringify(stored));
    }, HALF_AN_HOUR_MS + 1000);
    await menu.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/inventory');
    expect(userLoads).toEqual(['GET']);
  });

  it('lets a logged-out visitor open /signup and sign up there with a link that creates the account', async () => {
    const page = await e2e.newPage();
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    expect(await page.title()).toBe('Earshot · Sign up');

    const email = `signup-${Date.now()}@example.com`;
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send me a signup link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a signup link to ${email}.` })
      .waitFor();
    // The link opens in a new tab, as from a mail program; a login link of an unknown address would
    // be refused with "Sign up first". The new account then names its advertiser on /signup.
    const tab = await page.context().newPage();
    await e2e.loginAs(email, tab);
    await tab.waitForURL((url) => url.pathname === '/signup');
    expect(await storedItem(tab, 'earshot.token')).not.toBeNull();
  });

  it('lets a logged-out visitor reach the GA4 callback, which logs in first and hands the answer on', async () => {
    const page = await e2e.newPage();
    const visited: URL[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
    });
    await page.goto('/ga4/callback?code=ga4-code&state=ga4-state');
    await page.waitForURL((url) => url.pathname === '/login');
    await e2e.loginAs('owner@example.com', page);
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/integrations/ga4');
    // The screen takes the answer off the address once it has read it.
    const answered = visited.find((url) => url.pathname === '/acme-audio.com/integrations/ga4');
    expect(answered?.searchParams.get('code')).toBe('ga4-code');
  });

  it('returns to the path asked for after login, also when the login link opens in a new tab', async () => {
    const page = await e2e.newPage();
    await page.goto('/acme-audio.com/reporting?range=30d');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    const tab = await page.context().newPage();
    await e2e.loginAs('owner@example.com', tab);
    await tab.waitForURL((url) => url.pathname === '/acme-audio.com/reporting');
    expect(new URL(tab.url()).search).toBe('?range=30d');
  });

  it('logs a catalogue that fails to load, with its locale and reason, and goes on in English', async () => {
    const page = await e2e.newPage({ locale: 'de-DE' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/de-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expect
      .poll(() => errors.find((text) => text.includes('Could not load the de messages')))
      .toMatch(/Could not load the de messages.*(import|fetch|module)/is);
  });
});

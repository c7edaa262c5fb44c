import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

describe('login and navigation rules', () => {
  it('logs in by the e-mail link listed on the login page and lands on the first advertiser’s dashboard', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    // Before a link is asked for, the sandbox note names no address and no mailbox.
    await page.getByText('Ask for a login link above and it is listed here').waitFor();
    expect(await page.getByText(/sandbox\/mailbox/).count()).toBe(0);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@example.com');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.getByRole('status').filter({ hasText: 'We sent a login link to owner@example.com' }).waitFor();
    // Sandbox mode: the page says where the link is and lists it.
    await page.getByText('sandbox/mailbox?email=owner%40example.com').waitFor();
    await page
      .getByRole('link', { name: /Log in with the link sent at/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.title()).toBe('Earshot · Dashboard');
  });

  it('speaks the remembered language on a first visit of the login page, and switches it there', async () => {
    const page = await e2e.newPage({ locale: 'en-US' });
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('earshot.locale', 'de');
        window.sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.getByRole('button', { name: 'Anmeldelink senden' }).waitFor();
    expect(await page.title()).toBe('Earshot · Anmelden');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await languages.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Langue' })
        .getByText('Français')
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says why a login link was not sent and keeps the address typed', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('owner@example.com');
    await page.route(`${e2e.apiUrl}/login-link`, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The login link could not be sent: the server did not answer.' })
      .waitFor();
    expect(await email.inputValue()).toBe('owner@example.com');

    await page.unroute(`${e2e.apiUrl}/login-link`);
    await page.route(`${e2e.apiUrl}/login-link`, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'access-control-allow-origin': '*', 'retry-after': '60' },
        contentType: 'application/json',
        body: JSON.stringify({ Message: 'Too many login links for this address. Try again in a minute.' }),
      }),
    );
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many login links for this address.' }).waitFor();
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await email.inputValue()).toBe('owner@example.com');
  });

  it('rewrites the uuid of an own advertiser to its domain', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME_UUID}/campaigns?tab=1`);
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/campaigns');
    expect(pathOf(page.url())).toBe('/acme-audio.com/campaigns?tab=1');
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
  });

  it('prefixes a path without advertiser with the first advertiser by name', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/reporting');
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/reporting');
    expect(pathOf(page.url())).toBe('/acme-audio.com/reporting');
  });

  it('shows the catch-all page for an advertiser the user does not have', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/unknown-advertiser.com/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(page.url())).toBe('/unknown-advertiser.com/dashboard');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
  });

  it('sends a user without advertisers to /no-advertisers with the support toast', async () => {
    const page = await e2e.loginAs('nobody@example.com');
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await page.getByRole('heading', { level: 1, name: 'No advertiser yet' }).waitFor();
    const toast = page.getByRole('alertdialog').filter({ hasText: 'We encountered an issue' });
    await toast
      .getByText('Please, contact customer support to solve the problem with your account.')
      .waitFor();
    expect(await toast.getByRole('button', { name: 'Contact support' }).isVisible()).toBe(true);
  });

  it('returns to the remembered path after logging out and in again', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/bluebird.coffee/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByRole('button', { name: 'Account: Olivia Owner' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The app's own login page, reached without a page load, sends and lists links as well.
    await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@example.com');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page
      .getByRole('link', { name: /Log in with the link sent at/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/bluebird.coffee/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
  });

  it('sends a logged-out visitor of a screen to login and back there after logging in', async () => {
    const page = await e2e.newPage();
    await page.goto('/acme-audio.com/pixels');
    await page.waitForURL((url) => url.pathname === '/login');
    await e2e.loginAs('owner@example.com', page);
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/pixels');
  });
});

import { describe, expect, it } from 'vitest';
import { firstCampaignLink } from './harness/flows.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

describe('app shell', () => {
  it('registers the service worker /sw.js with scope /', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? null };
    });
    expect(registration.scope).toBe(`${e2e.appUrl}/`);
    expect(registration.script).toBe(`${e2e.appUrl}/sw.js`);
  });

  it('starts offline from the precached shell', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The first visit installs the worker; from the next load on, it serves the shell.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send me a login link' }).isVisible()).toBe(true);
  });

  it('switches the interface to German and remembers it', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account: Olivia Owner' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await navigation.getByRole('link', { name: 'Kampagnen' }).waitFor();
    await page.getByRole('button', { name: 'Konto: Olivia Owner' }).waitFor();
    // The dashboard's own messages switch too, not only the frame's.
    const chart = page.getByRole('figure', { name: 'Impressionen pro Tag' });
    await chart.waitFor();
    expect(await chart.isVisible()).toBe(true);

    await page.reload();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await page.getByRole('button', { name: 'Konto: Olivia Owner' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByRole('menuitem', { name: 'Abmelden' }).isVisible()).toBe(true);
  });

  it('records the page title of each screen and keeps navigation in the app', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Inventory' })
      .click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/inventory');
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor();
    expect(await page.title()).toBe('Earshot · Inventory');
    await page.getByRole('grid').getByRole('row').nth(1).waitFor();
  });

  it('opens a campaign in the editor, keeps its tab in the path and shows where it is', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto('/acme-audio.com/campaigns');
    const name = (await firstCampaignLink(page).textContent())?.trim() ?? '';
    await firstCampaignLink(page).click();
    await page.waitForURL((url) =>
      /^\/acme-audio\.com\/campaigns\/[^/]+\/general-information$/.test(url.pathname),
    );
    const steps = page.getByRole('tablist', { name: 'Campaign steps' });
    await steps.getByRole('tab', { name: 'Targeting' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/targeting'));
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await trail.getByRole('link', { name }).waitFor();
    // The trail follows the route once the tab's screen is shown, a moment after the address changed.
    await expect
      .poll(() => trail.getByRole('listitem').allTextContents())
      .toEqual(['Campaigns›', `${name}›`, 'Targeting']);
    expect(await trail.getByText('Targeting').getAttribute('aria-current')).toBe('page');
    await page.waitForFunction((title) => document.title === title, `Earshot · ${name} · Campaigns`);

    await trail.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/campaigns');
    await page.waitForFunction((title) => document.title === title, 'Earshot · Campaigns');
  });
});

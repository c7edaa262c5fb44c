import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCampaignLink, impersonate } from './harness/flows.ts';
import { createE2eHarness } from './harness/index.ts';
import { type RudderStackRecorder, startRudderStackRecorder } from './harness/rudderStackRecorder.ts';

const e2e = createE2eHarness();
const WRITE_KEY = 'e2e-write-key';

let dataPlane: RudderStackRecorder;
beforeAll(async () => {
  dataPlane = await startRudderStackRecorder();
});
afterAll(() => dataPlane.stop());

/**
 * A page of the app configured with a RudderStack write key and the recording data plane: the
 * app's own `/config.json` with those two settings added. RudderStack's source configuration,
 * which the SDK fetches from RudderStack before it sends anything, is answered with a source
 * without destinations.
 */
async function analyticsPage(): Promise<Page> {
  const page = await e2e.newPage({ serviceWorkers: 'block' });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, analyticsWriteKey: WRITE_KEY, analyticsDataPlaneUrl: dataPlane.url },
    });
  });
  await page.context().route('https://api.rudderstack.com/**', (route) =>
    route.fulfill({
      json: {
        source: {
          id: 'earshot-e2e',
          name: 'Earshot e2e',
          writeKey: WRITE_KEY,
          enabled: true,
          workspaceId: 'earshot',
          config: {},
          destinations: [],
        },
      },
    }),
  );
  return page;
}

const pageViews = () =>
  dataPlane.events
    .filter((event) => event.type === 'page')
    .map((event) => ({
      name: event.name,
      path: event.properties?.path,
      referrer: event.properties?.referrer,
      writeKey: event.writeKey,
    }));

async function waitForPageView(path: string) {
  await expect.poll(() => pageViews().map((view) => view.path), { timeout: 30_000 }).toContain(path);
}

describe('page views', () => {
  it('sends a page view on every route change, named after the route, with the previous path as referrer', async () => {
    const page = await analyticsPage();
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await waitForPageView('/login');

    await e2e.loginAs('owner@example.com', page);
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/dashboard');
    await waitForPageView('/acme-audio.com/dashboard');

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/campaigns');
    await waitForPageView('/acme-audio.com/campaigns');
    await navigation.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === '/acme-audio.com/inventory');
    await waitForPageView('/acme-audio.com/inventory');

    const views = pageViews();
    // The first page has no previous path: the SDK leaves the null referrer out of the event.
    expect(views[0]).toEqual({ name: 'login', path: '/login', referrer: undefined, writeKey: WRITE_KEY });
    const afterLogin = views.slice(views.findIndex((view) => view.path === '/acme-audio.com/dashboard'));
    expect(afterLogin).toEqual([
      {
        name: 'dashboard',
        path: '/acme-audio.com/dashboard',
        referrer: expect.stringMatching(/^\/authenticate/),
        writeKey: WRITE_KEY,
      },
      {
        name: 'campaigns',
        path: '/acme-audio.com/campaigns',
        referrer: '/acme-audio.com/dashboard',
        writeKey: WRITE_KEY,
      },
      {
        name: 'inventory',
        path: '/acme-audio.com/inventory',
        referrer: '/acme-audio.com/campaigns',
        writeKey: WRITE_KEY,
      },
    ]);
  });

  it('names a campaign tab and targeting sub-tab after their routes', async () => {
    const page = await analyticsPage();
    await e2e.loginAs('owner@example.com', page);
    await page.goto('/acme-audio.com/campaigns');
    await firstCampaignLink(page).click();
    await page.waitForURL((url) => url.pathname.endsWith('/general-information'));
    const campaignPath = new URL(page.url()).pathname.replace(/\/general-information$/, '');

    await page
      .getByRole('tablist', { name: 'Campaign steps' })
      .getByRole('tab', { name: 'Targeting' })
      .click();
    await page.waitForURL((url) => url.pathname === `${campaignPath}/targeting`);
    await page.getByRole('tablist', { name: 'Targeting' }).getByRole('tab', { name: 'Dayparting' }).click();
    await page.waitForURL((url) => url.pathname === `${campaignPath}/targeting/dayparting`);
    await page.getByRole('grid', { name: 'Hours of the week' }).waitFor();
    await waitForPageView(`${campaignPath}/targeting/dayparting`);

    const views = pageViews();
    expect(views.slice(-3)).toEqual([
      {
        name: 'campaigns.edit.general',
        path: `${campaignPath}/general-information`,
        referrer: '/acme-audio.com/campaigns',
        writeKey: WRITE_KEY,
      },
      {
        name: 'campaigns.edit.targeting',
        path: `${campaignPath}/targeting`,
        referrer: `${campaignPath}/general-information`,
        writeKey: WRITE_KEY,
      },
      {
        name: 'campaigns.edit.targeting.dayparting',
        path: `${campaignPath}/targeting/dayparting`,
        referrer: `${campaignPath}/targeting`,
        writeKey: WRITE_KEY,
      },
    ]);
  });
});

describe('analytics audience', () => {
  const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';
  const sentSince = (start: number) =>
    dataPlane.events.slice(start).map((event) => ({ type: event.type, name: event.name ?? event.event }));

  it('sends nothing for an admin, from the first event of a full page load on, until they log out', async () => {
    const start = dataPlane.events.length;
    const page = await analyticsPage();
    await e2e.loginAs('admin@earshot.dev', page);
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await page.goto(`/${ACME_UUID}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();

    await page.getByRole('button', { name: 'Account: Ada Admin' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    // The login page after logout is nobody's: its view leaves, and proves that the admin's would have.
    await expect.poll(() => sentSince(start), { timeout: 30_000 }).toEqual([{ type: 'page', name: 'login' }]);
  });

  it('sends nothing while impersonating, and after a 403 logs out, analytics starts over for the next visitor', async () => {
    const start = dataPlane.events.length;
    const page = await analyticsPage();
    await e2e.loginAs('admin@earshot.dev', page);
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await impersonate(page, 'viewer@example.com', '/acme-audio.com/dashboard');

    await page.route('**/v1/companies/*/campaigns**', (route) => route.fulfill({ status: 403, body: '' }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => sentSince(start), { timeout: 30_000 }).toEqual([{ type: 'page', name: 'login' }]);
  });
});

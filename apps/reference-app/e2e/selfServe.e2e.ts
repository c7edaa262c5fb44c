import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

/** Where the sandbox's login and signup links wait: the newest first. */
async function newestLink(email: string): Promise<string> {
  const response = await fetch(`${e2e.apiUrl}/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { link: string }[] };
  const newest = messages[0];
  if (!newest) throw new Error(`The sandbox mailbox of ${email} is empty`);
  return newest.link;
}

/** Calls the sandbox API as the user whose session `page` holds. */
async function callAs(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => window.localStorage.getItem('earshot.token'));
  const response = await fetch(`${e2e.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills the advertiser form: name, website, a category picked by typing, and a logo if given. */
async function fillAdvertiser(
  page: Page,
  form: Locator,
  advertiser: { name: string; website: string; logo?: boolean },
) {
  if (advertiser.logo) {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Browse files' }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByText('logo.png will be uploaded when you save.').waitFor();
  }
  await form.getByRole('textbox', { name: 'Advertiser name' }).fill(advertiser.name);
  await form.getByRole('textbox', { name: 'Website' }).fill(advertiser.website);
  await form.getByRole('combobox', { name: 'Category' }).fill('Technology');
  await page.getByRole('option', { name: 'Technology & Computing › Technology' }).click();
}

const checklist = (page: Page) => page.getByRole('region', { name: 'Get started with Earshot' });

describe('self-serve signup', () => {
  it('signs a new e-mail up from the login page, names its advertiser with a logo and opens its onboarding', async () => {
    const stamp = Date.now();
    const email = `founder-${stamp}@example.org`;
    const domain = `tidewater-${stamp}.com`;
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send me a signup link' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `We sent a signup link to ${email}.` })
      .waitFor();

    // The link is exchanged with the signup intent: the account is created (spec §7).
    const authenticated = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/authenticate'),
    );
    await page.goto(await newestLink(email));
    expect(new URL((await authenticated).url()).searchParams.get('signup')).toBe('true');
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('heading', { level: 1, name: 'Welcome to Earshot' }).waitFor();

    const form = page.getByRole('form', { name: 'Create an advertiser' });
    await form.getByRole('button', { name: 'Create advertiser' }).click();
    await form.getByText('Advertiser name is required.').waitFor();
    await fillAdvertiser(page, form, {
      name: `Tidewater Audio ${stamp}`,
      website: `https://www.${domain}`,
      logo: true,
    });
    await form.getByRole('button', { name: 'Create advertiser' }).click();

    await page.waitForURL((url) => url.pathname === `/${domain}/onboarding`);
    await page.getByRole('heading', { level: 1, name: 'Onboarding' }).waitFor();
    await checklist(page).getByRole('progressbar', { name: '0 of 3 steps done' }).waitFor();
    const [advertiser] = await callAs(page, 'GET', '/companies');
    expect(advertiser).toMatchObject({
      name: `Tidewater Audio ${stamp}`,
      url: domain,
      category: 'technology',
      filename: 'logo.png',
      user_role: 1,
      onboarded: false,
    });
    expect(advertiser.logo_url).toEqual(expect.any(String));

    // "Remind me later" on the onboarding page keeps the steps there and says until when.
    await checklist(page).getByRole('button', { name: 'Remind me later' }).click();
    await checklist(page)
      .getByRole('status')
      .filter({ hasText: /^Reminders are snoozed until .+\. The steps stay here for when you are ready\.$/ })
      .waitFor();
    await checklist(page).getByRole('link', { name: 'Add an asset' }).waitFor();
    await page.goto(`/${domain}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await checklist(page).count()).toBe(0);
  });

  it('lets nobody@example.com, signed in without an advertiser, create one; support is a mail away', async () => {
    const stamp = Date.now();
    const domain = `nobody-now-${stamp}.com`;
    const page = await e2e.loginAs('nobody@example.com');
    await page.waitForURL((url) => url.pathname === '/no-advertisers');
    await page.getByRole('heading', { level: 1, name: 'No advertiser yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@earshot.dev',
    );
    const toast = page.getByRole('alertdialog').filter({ hasText: 'We encountered an issue' });
    await toast.getByRole('button', { name: 'Contact support' }).waitFor();
    await toast.getByRole('button', { name: 'Dismiss' }).click();

    const form = page.getByRole('form', { name: 'Create an advertiser' });
    await fillAdvertiser(page, form, { name: `Nobody Now ${stamp}`, website: domain });
    await form.getByRole('button', { name: 'Create advertiser' }).click();
    await page.waitForURL((url) => url.pathname === `/${domain}/onboarding`);
    await checklist(page).getByRole('progressbar', { name: '0 of 3 steps done' }).waitFor();

    // Back to no advertiser, as the other suites know nobody@example.com: a second role-1 member
    // takes over the new advertiser, and nobody leaves it.
    const [created] = await callAs(page, 'GET', '/companies');
    const team = `/companies/${created.uuid}/teams`;
    await callAs(page, 'POST', team, [
      { email: `keeper-${stamp}@example.org`, first_name: 'Kim', last_name: 'Keeper', user_role: 1 },
    ]);
    const members = (await callAs(page, 'GET', team)) as { id: string; email: string }[];
    const nobody = members.find((member) => member.email === 'nobody@example.com');
    await callAs(page, 'DELETE', `${team}/${nobody?.id}`);
  });

  it('opens a support chat on the web from the page and from the toast alike', async () => {
    const stamp = Date.now();
    const email = `helpless-${stamp}@example.org`;
    // An account without an advertiser, signed up over HTTP.
    await fetch(`${e2e.apiUrl}/login-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = new URL(await newestLink(email)).searchParams.get('token');
    await fetch(`${e2e.apiUrl}/authenticate?signup=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });

    // The run-time configuration names a support chat; the service worker would answer from its cache.
    const page = await e2e.newPage({ serviceWorkers: 'block' });
    const chat = 'https://support.example.test/chat';
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), supportChatUrl: chat } });
    });
    await page
      .context()
      .route(`${chat}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Support chat</title><h1>Support chat</h1>' }),
      );
    await e2e.loginAs(email, page);
    await page.waitForURL((url) => url.pathname === '/no-advertisers');

    const fromLink = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Contact support' }).click();
    expect((await fromLink).url()).toBe(chat);
    const fromToast = page.context().waitForEvent('page');
    await page
      .getByRole('alertdialog')
      .filter({ hasText: 'We encountered an issue' })
      .getByRole('button', { name: 'Contact support' })
      .click();
    expect((await fromToast).url()).toBe(chat);
  });
});

describe('read-only roles', () => {
  it('send a view-only member who opens a "new" address to the list: nothing to create there', async () => {
    const page = await e2e.loginAs('viewer@example.com');
    for (const [section, list, heading] of [
      ['inventory', 'inventory', 'Inventory'],
      ['audience', 'audiences', 'Audiences'],
      ['creatives', 'creatives', 'Creatives'],
    ] as const) {
      await page.goto(`/acme-audio.com/${section}/new`);
      await page.waitForURL((url) => url.pathname === `/acme-audio.com/${list}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText(/^New (playlist|audience|creative)$/).count()).toBe(0);
    }
  });

  it('leave an editor the "new" addresses, with a preview that says what to add', async () => {
    const page = await e2e.loginAs('editor@example.com');
    await page.goto('/acme-audio.com/inventory/new');
    await page.getByRole('heading', { level: 1, name: 'New playlist' }).waitFor();
    await page.goto('/acme-audio.com/creatives/new');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview
      .getByText('Nothing to preview yet: upload an audio file, and a companion image if you have one.')
      .waitFor();
    expect(await preview.textContent()).not.toContain('None');
  });
});

describe('the offline prompt', () => {
  const offlineReady = (page: Page) =>
    page.getByRole('alert').filter({ hasText: 'Earshot is ready to work offline' });

  it('says once that the app works offline, with room of its own under the page', async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 700 } });
    await page.goto('/login');
    const card = offlineReady(page);
    await card.waitFor({ timeout: 45_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const cardTop = (await card.boundingBox())?.y ?? 0;
    const main = await page.getByRole('main').boundingBox();
    expect((main?.y ?? 0) + (main?.height ?? 0)).toBeLessThanOrEqual(cardTop);
    await card.getByRole('button', { name: 'Close' }).click();
    await card.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => window.localStorage.getItem('earshot.offlineReadyAnnounced')),
    ).not.toBeNull();
  });

  it('does not say it again in a browser that was told', async () => {
    const page = await e2e.newPage();
    await page
      .context()
      .addInitScript(() =>
        window.localStorage.setItem('earshot.offlineReadyAnnounced', '2026-11-27T09:00:00.000Z'),
      );
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker is installed and active: the moment the message would have shown has passed.
    await page.waitForTimeout(3000);
    expect(await offlineReady(page).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  });
});

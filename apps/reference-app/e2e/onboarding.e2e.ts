import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Calls the sandbox API as `token`'s user; JSON bodies are sent as such, FormData as multipart. */
async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e2e.apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/**
 * Signs a new user up the way the product does for an e-mail it does not know: a login link from the
 * sandbox mailbox exchanged with `signup=true`, then an advertiser created for the new account.
 */
async function signUp(email: string, advertiser: { name: string; url?: string }) {
  await call(null, 'POST', '/login-link', { email });
  const { messages } = await call(null, 'GET', `/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const session = await call(null, 'POST', '/authenticate?signup=true', { token: messages[0].token });
  const created = await call(session._token, 'POST', '/companies', { category: 'technology', ...advertiser });
  return { token: session._token as string, advertiserId: created.advertiser.uuid as string };
}

/** Serves `html` as the advertiser's own site on a local port and resolves with its address. */
async function serveSite(html: string): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

/** A real PCM WAV file of `seconds` of silence at 8 kHz, 16-bit mono. */
function silentWav(seconds: number): Buffer {
  const samples = seconds * 8000;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16_000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  return wav;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const checklist = (page: Page): Locator => page.getByRole('region', { name: 'Get started with Earshot' });
const onboardingEvents = async (token: string, advertiserId: string) =>
  ((await call(token, 'GET', `/companies/${advertiserId}/onboarding`)) as { name: string }[]).map(
    (event) => event.name,
  );

describe('onboarding', () => {
  it('takes a new advertiser from signup through a pixel verified for real, an asset and a campaign to done', async () => {
    const stamp = Date.now();
    const email = `founder-${stamp}@example.org`;
    const domain = `sunrise-${stamp}.com`;
    const { token, advertiserId } = await signUp(email, { name: `Sunrise Radio ${stamp}` });

    // The product's signup: the only advertiser has no website yet.
    const page = await e2e.loginAs(email);
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('textbox', { name: 'Website' }).fill(domain);
    await page.getByRole('button', { name: 'Finish signup' }).click();
    await page.waitForURL((url) => url.pathname === `/${domain}/dashboard`);
    await checklist(page).getByRole('progressbar', { name: '0 of 3 steps done' }).waitFor();
    await checklist(page)
      .getByText(/No event from your site has arrived yet/)
      .waitFor();

    // The snippet of the pixel screen, pasted into a page of the advertiser's site, opened in Chromium.
    await page.goto(`/${domain}/pixels`);
    const snippet = await page.locator('figure pre code').first().textContent();
    expect(snippet).toContain(`aid=${advertiserId}`);
    const site = await serveSite(
      `<!doctype html><html><head><title>Sunrise</title>${snippet}</head><body><h1>Sunrise Radio</h1></body></html>`,
    );
    const visitor = await e2e.newPage();
    await visitor.goto(site);
    await visitor.waitForFunction(() => typeof (window as { earshot?: unknown }).earshot === 'function');
    await page.getByRole('button', { name: 'Re-verify' }).click();
    await page.getByText(/^Verified: \d+ events? from your site/).waitFor();
    await page
      .getByRole('table', { name: 'Events' })
      .getByRole('row', { name: /page_view/ })
      .waitFor();

    // A first asset, uploaded from the checklist's link.
    await page.goto(`/${domain}/dashboard`);
    await checklist(page).getByRole('progressbar', { name: '1 of 3 steps done' }).waitFor();
    await checklist(page).getByRole('link', { name: 'Add an asset' }).click();
    await page.waitForURL((url) => url.pathname === `/${domain}/assets/new`);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Browse files' }).click(),
    ]);
    await chooser.setFiles({ name: 'welcome.wav', mimeType: 'audio/wav', buffer: silentWav(2) });
    await page.getByText('welcome.wav was uploaded.').waitFor();

    // A first campaign: the editor's every tab is covered by campaigns.e2e.ts; here it is created over HTTP.
    const campaign = new FormData();
    campaign.set(
      'campaign',
      JSON.stringify({
        name: 'Morning drive',
        goal: 'brand',
        campaign_type: 2,
        budget: 5000,
        start_date: day(3),
        end_date: day(33),
        pacing_type: 1,
        billing_type: 1,
      }),
    );
    await call(token, 'POST', `/companies/${advertiserId}/campaigns`, campaign);

    // Every step done: the checklist records 'completed' once and disappears.
    await page.goto(`/${domain}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect
      .poll(() => onboardingEvents(token, advertiserId), { timeout: 15_000 })
      .toContain('completed');
    await checklist(page).waitFor({ state: 'detached' });
    const names = await onboardingEvents(token, advertiserId);
    expect(names.filter((name) => name === 'completed')).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['pixel', 'creative', 'campaign']));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await checklist(page).count()).toBe(0);
  });

  it('hides the reminder on a snooze, counting the reminders left, and keeps the steps on their page', async () => {
    const stamp = Date.now();
    const email = `snoozer-${stamp}@example.org`;
    const domain = `dawn-${stamp}.com`;
    const { token, advertiserId } = await signUp(email, { name: `Dawn FM ${stamp}`, url: domain });
    const page = await e2e.loginAs(email);
    await page.goto(`/${domain}/dashboard`);
    await checklist(page).getByText('4 reminders left').waitFor();
    await checklist(page).getByRole('button', { name: 'Remind me later' }).click();
    await checklist(page).waitFor({ state: 'detached' });
    expect((await onboardingEvents(token, advertiserId)).filter((name) => name === 'snooze')).toHaveLength(1);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await checklist(page).count()).toBe(0);
    // The onboarding page is never blank: the steps stay, with the end of the snooze.
    await page.goto(`/${domain}/onboarding`);
    await checklist(page)
      .getByRole('status')
      .filter({ hasText: /^Reminders are snoozed until / })
      .waitFor();
    await checklist(page).getByRole('progressbar', { name: '0 of 3 steps done' }).waitFor();
    expect(await checklist(page).getByRole('button', { name: 'Remind me later' }).count()).toBe(0);
  });

  it('saves the account details and keeps them across a reload', async () => {
    const stamp = Date.now();
    const email = `details-${stamp}@example.org`;
    const domain = `noon-${stamp}.com`;
    await signUp(email, { name: `Noon News ${stamp}`, url: domain });
    const page = await e2e.loginAs(email);
    await page.goto(`/${domain}/account-details`);
    const you = page.getByRole('form', { name: 'Your details' });
    await you.getByRole('textbox', { name: 'First name' }).fill('Nora');
    await you.getByRole('textbox', { name: 'Last name' }).fill('Noon');
    await you.getByRole('button', { name: 'Save your details' }).click();
    await page.getByText('Your details were saved.').waitFor();
    const company = page.getByRole('form', { name: 'Advertiser details' });
    await company.getByRole('textbox', { name: 'Advertiser name' }).fill(`Noon News Network ${stamp}`);
    await company.getByRole('button', { name: 'Save advertiser details' }).click();
    await page.getByText(`Noon News Network ${stamp} was saved.`).waitFor();

    await page.reload();
    await page.getByRole('form', { name: 'Your details' }).waitFor();
    expect(await you.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Nora');
    expect(await you.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('Noon');
    expect(await company.getByRole('textbox', { name: 'Advertiser name' }).inputValue()).toBe(
      `Noon News Network ${stamp}`,
    );
  });
});

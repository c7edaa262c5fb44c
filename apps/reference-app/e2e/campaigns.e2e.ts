import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  choose,
  dismissToasts,
  entry,
  openStep,
  openTargeting,
  textbox,
  tick,
  typeFlight,
} from './harness/campaignEditor.ts';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME = 'acme-audio.com';
const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';

type StoredCampaign = {
  id: string;
  name: string;
  status: string;
  budget: number;
  campaign_type: number;
  billing_type: number;
  pacing_type: number;
  start_date: string;
  end_date: string;
  playlist_ids: string[];
  deal_ids: string[];
  audience_ids: string[];
  creative_ids: string[];
  targeting: {
    geo: {
      countries: string[];
      regions: string[];
      cities: { name: string; region: string | null; country: string }[];
      zip_codes: string[];
    };
    players: string[];
    inventory: string[];
    placement: string[];
    audiences: string[];
    languages: string[];
    dayparting: { day: number; hour: number }[];
    brand_suitability: { categories: Record<string, boolean>; partners: string[] };
    data_partners: string[];
  };
  optimization: { conversion_events: string[]; attribution_window_days: number; tracking_urls: string[] };
};

/** The session token the page logged in with, to arrange data over HTTP as the same user. */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
  if (!token) throw new Error('The page holds no session token: log in first');
  return token;
}

/** Calls the sandbox API as the page's user, with a JSON body if one is given. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${e2e.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await sessionToken(page)}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function campaignsOf(page: Page): Promise<StoredCampaign[]> {
  const response = await callApi(page, 'GET', `/companies/${ACME_UUID}/campaigns`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredCampaign[];
}

/** Creates a campaign through the contract's multipart POST, as the page's user. */
async function postCampaign(page: Page, campaign: Record<string, unknown>): Promise<Response> {
  const form = new FormData();
  form.set('campaign', JSON.stringify(campaign));
  return fetch(`${e2e.apiUrl}/companies/${ACME_UUID}/campaigns`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    body: form,
  });
}

/** A city among those chosen, by the text of its tag (name and region). */
const city = (page: Page, text: string) =>
  page.getByRole('grid', { name: 'Cities chosen' }).getByRole('row').filter({ hasText: text });

/**
 * Picks an option of a targeting picker: types `text` into the picker labelled `label`, clicks the
 * suggestion named `option`, and closes the suggestions.
 */
async function pick(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(text);
  await page.getByRole('option', { name: option }).click();
  await input.press('Escape');
}

async function expectValue(field: Locator, value: string): Promise<void> {
  await expect.poll(() => field.inputValue()).toBe(value);
}

/** The campaign named `name` as the API stores it, once the list holds it. */
async function storedCampaign(page: Page, name: string): Promise<StoredCampaign> {
  const campaign = (await campaignsOf(page)).find((candidate) => candidate.name === name);
  if (!campaign) throw new Error(`No campaign named ${name} is stored`);
  return campaign;
}

describe('campaigns', () => {
  it('creates a CPM campaign through every tab, keeps it across a reload, launches it, lists it and edits it', {
    timeout: 180_000,
  }, async () => {
    const page = await e2e.loginAs('owner@example.com');
    const name = `Autumn podcasts ${Date.now()}`;
    await page.goto(`/${ACME}/campaigns/new`);
    await page.waitForURL((url) => url.pathname === `/${ACME}/campaigns/new/general-information`);

    // General information: a CPM (Impressions) campaign billed per mille.
    await textbox(page, 'Campaign name').fill(name);
    await tick(page.getByRole('radio', { name: /^Brand/ }));
    await choose(page, 'Campaign type', 'Impressions');
    await choose(page, 'Billing type', 'Cost per mille (CPM)');
    await textbox(page, 'Budget').fill('5000');
    await textbox(page, 'Maximum daily budget').fill('250');
    await typeFlight(page, '2027-03-01', '2027-03-31');
    await choose(page, 'Pacing', 'Fixed Daily (based on max daily budget)');

    // Inventory: a playlist and one of the advertiser's deals.
    await page.getByRole('button', { name: 'Next: Inventory' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/campaigns/new/inventory'));
    await tick(page.getByRole('checkbox', { name: /^Tech & Business Podcasts/ }));
    await pick(page, 'Deals', 'premium', 'acme-podcast-premium');
    await entry(page, 'Deals', 'acme-podcast-premium').waitFor();

    // Targeting, geo: a typed zip code (a malformed one is refused), a country and a region picked by
    // name, and places found as the address is typed.
    await openStep(page, 'Targeting');
    await addEntry(page, 'Zip codes', '1001');
    await page.getByText('A zip code must be exactly 5 digits.').waitFor();
    await addEntry(page, 'Zip codes', '10001');
    await entry(page, 'Zip codes', '10001').waitFor();
    await pick(page, 'Countries', 'united st', /^United States/);
    await entry(page, 'Countries', 'United States').waitFor();
    await pick(page, 'Regions', 'texas', /^Texas, United States/);
    await entry(page, 'Regions', 'Texas, United States').waitFor();
    const lookup = page.getByRole('searchbox', { name: 'Find a place by address' });
    await lookup.fill('Beverly Hills 90210');
    // The search answers without Enter; a style hides the browser's own clear button beside ours.
    expect(
      await lookup.evaluate((input) =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .some(
            (rule) =>
              rule instanceof CSSStyleRule &&
              rule.selectorText.endsWith('::-webkit-search-cancel-button') &&
              input.matches(rule.selectorText.replace('::-webkit-search-cancel-button', '')) &&
              rule.style.display === 'none',
          ),
      ),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(1);
    // Several places lie in a Beverly Hills: take the city of the one with the zip code.
    const beverlyHills = page
      .getByRole('list', { name: 'Places found' })
      .getByRole('listitem')
      .filter({ hasText: '90210' });
    await beverlyHills.getByRole('button', { name: 'Add city Beverly Hills' }).click();
    await city(page, 'Beverly Hills, US-CA').waitFor();
    await beverlyHills.getByRole('button', { name: 'Add zip code 90210' }).click();
    await entry(page, 'Zip codes', '90210').waitFor();
    await page.getByRole('button', { name: 'Add region US-CA' }).first().click();
    // The region is named from the gazetteer.
    await entry(page, 'Regions', 'California, United States').waitFor();

    // The other lists: players, a show found by name, a placement, a data segment with its
    // listeners, a language and a data partner, each picked from what the API offers.
    await openTargeting(page, 'Players');
    await pick(page, 'Players', 'spot', 'Spotify');
    await entry(page, 'Players', 'Spotify').waitFor();
    await openTargeting(page, 'Inventory');
    const inventory = page.getByRole('combobox', { name: 'Inventory', exact: true });
    await inventory.fill('the');
    // A podcast among the shows found: its name is the first line of the suggestion.
    const show = page.getByRole('option').filter({ hasText: 'Podcast · ' }).first();
    const showName = (await show.locator('span span').first().textContent())?.trim() ?? '';
    await show.click();
    await inventory.press('Escape');
    await entry(page, 'Inventory', showName).waitFor();
    await openTargeting(page, 'Placement');
    await pick(page, 'Placement', 'mid', 'Mid-roll');
    await openTargeting(page, 'Audiences');
    await pick(page, 'Audiences', 'frequent', /^Travel > Frequent Flyers.* listeners/);
    await entry(page, 'Audiences', 'Travel > Frequent Flyers').waitFor();
    await openTargeting(page, 'Languages');
    await pick(page, 'Languages', 'span', /^Spanish/);
    await openTargeting(page, 'Data partners');
    await pick(page, 'Data partners', 'signal', 'Signal Harbor');
    await entry(page, 'Data partners', 'Signal Harbor').waitFor();

    // Dayparting with the keyboard only: Monday 09:00 and 10:00.
    await openTargeting(page, 'Dayparting');
    const week = page.getByRole('grid', { name: 'Hours of the week' });
    await week.waitFor();
    // Tab moves from the sub-tab into the grid, onto its first hour.
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        week
          .getByRole('gridcell', { name: 'Sunday 00:00' })
          .evaluate((cell) => cell === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('ArrowDown');
    for (let hour = 0; hour < 9; hour += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByText('2 hours chosen').waitFor();
    expect(await week.getByRole('gridcell', { name: 'Monday 09:00' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Brand suitability: avoid a category, use a partner.
    await openTargeting(page, 'Brand suitability');
    await tick(page.getByRole('switch', { name: 'Hate speech' }));
    await tick(page.getByRole('checkbox', { name: 'Barometer' }));

    // A reload in the middle restores every value typed so far.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Your unsaved changes from' }).waitFor();
    await openTargeting(page, 'Brand suitability');
    expect(await page.getByRole('switch', { name: 'Hate speech' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Barometer' }).isChecked()).toBe(true);
    await openTargeting(page, 'Geo');
    for (const zip of ['10001', '90210']) await entry(page, 'Zip codes', zip).waitFor();
    await entry(page, 'Countries', 'United States').waitFor();
    await entry(page, 'Regions', 'California, United States').waitFor();
    await city(page, 'Beverly Hills, US-CA').waitFor();
    await openTargeting(page, 'Dayparting');
    await page.getByText('2 hours chosen').waitFor();
    await openStep(page, 'General information');
    await expectValue(textbox(page, 'Campaign name'), name);
    expect(await page.getByRole('radio', { name: /^Brand/ }).isChecked()).toBe(true);
    await expectValue(textbox(page, 'Budget'), '5,000');
    await expectValue(textbox(page, 'Maximum daily budget'), '250');
    await page.getByRole('button', { name: /Impressions.*Campaign type$/ }).waitFor();
    await page.getByRole('button', { name: /Fixed Daily.*Pacing$/ }).waitFor();
    await openStep(page, 'Inventory');
    expect(await page.getByRole('checkbox', { name: /^Tech & Business Podcasts/ }).isChecked()).toBe(true);
    await entry(page, 'Deals', 'acme-podcast-premium').waitFor();

    // Audience and creatives: an audience, and a creative that is ready to serve.
    await openStep(page, 'Audience');
    await tick(page.getByRole('checkbox', { name: /^Checkout visitors/ }));
    await openStep(page, 'Creatives');
    await tick(page.getByRole('checkbox', { name: /^Spring Sale/ }));

    // Optimization and attribution: a conversion event, a window, and a tracking URL with macros.
    await openStep(page, 'Optimization and attribution');
    // Only the events the pixel has sent can be chosen.
    await pick(page, 'Conversion events', 'purch', /^purchase/);
    await entry(page, 'Conversion events', 'purchase').waitFor();
    await textbox(page, 'Attribution window (days)').fill('14');
    await addEntry(page, 'Tracking URLs', 'https://track.example.com/i?c={{CAMPAIGN_ID}} x');
    await page.getByText('The URL must not contain spaces.').waitFor();
    const trackingUrl = 'https://track.example.com/i?c={{CAMPAIGN_ID}}&r={{RANDOM}}';
    await addEntry(page, 'Tracking URLs', trackingUrl);
    await entry(page, 'Tracking URLs', trackingUrl).waitFor();

    // Summary: ready, then saved as a draft, then launched.
    await openStep(page, 'Summary');
    await page.getByRole('heading', { name: 'Ready to launch' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was saved.' }).waitFor();
    await page.waitForURL((url) => /\/campaigns\/[0-9a-f-]{36}\/summary$/.test(url.pathname));
    const draft = await storedCampaign(page, name);
    expect(draft.status).toBe('draft');
    await page.getByRole('button', { name: 'Launch campaign' }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was launched.' }).waitFor();

    const launched = await storedCampaign(page, name);
    expect(launched).toMatchObject({
      id: draft.id,
      status: 'scheduled',
      campaign_type: 2,
      billing_type: 1,
      pacing_type: 2,
      budget: 5000,
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      deal_ids: ['acme-podcast-premium'],
      targeting: {
        geo: {
          countries: ['US'],
          regions: ['US-TX', 'US-CA'],
          cities: [{ name: 'Beverly Hills', region: 'US-CA', country: 'US' }],
          zip_codes: ['10001', '90210'],
        },
        players: ['spotify'],
        placement: ['mid-roll'],
        audiences: [expect.stringMatching(/^lr-/)],
        languages: ['es'],
        data_partners: ['signal-harbor'],
        dayparting: [
          { day: 1, hour: 9 },
          { day: 1, hour: 10 },
        ],
      },
      optimization: {
        conversion_events: ['purchase'],
        attribution_window_days: 14,
        tracking_urls: [trackingUrl],
      },
    });
    expect(launched.targeting.inventory).toHaveLength(1);
    expect(launched.playlist_ids).toHaveLength(1);
    expect(launched.audience_ids).toHaveLength(1);
    expect(launched.creative_ids).toHaveLength(1);
    expect(launched.targeting.brand_suitability.categories.hateSpeech).toBe(true);
    expect(launched.targeting.brand_suitability.partners).toEqual(['barometer']);

    // The list finds it by search, by status and in the sort order of its name.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    const grid = page.getByRole('table', { name: 'Campaigns' });
    await grid.getByRole('row').nth(1).waitFor();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('autumn podcasts');
    await choose(page, 'Status', 'Scheduled');
    await grid.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    const rows = grid.getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const names = await grid.getByRole('rowheader').allInnerTexts();
    expect(names).toContain(name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(
      await grid
        .getByRole('row', { name: new RegExp(name) })
        .getByText('Scheduled')
        .count(),
    ).toBe(1);

    // Open it from the list, change the budget, save, and find the change after a reload.
    await grid.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.pathname === `/${ACME}/campaigns/${draft.id}/general-information`);
    await expectValue(textbox(page, 'Budget'), '5,000');
    await textbox(page, 'Budget').fill('6500');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was saved.' }).waitFor();
    await page.reload();
    await expectValue(textbox(page, 'Budget'), '6,500');
    expect(await page.getByText('Your unsaved changes from').count()).toBe(0);
    expect((await storedCampaign(page, name)).status).toBe('scheduled');
  });
  it('refuses a CPA user’s campaign below the minimum duration and budget, in the editor and at the API', async () => {
    const page = await e2e.loginAs('cpa@example.com');
    await page.goto(`/${ACME}/campaigns/new/general-information`);
    await textbox(page, 'Campaign name').fill('Too short, too small');
    await tick(page.getByRole('radio', { name: /^Sales/ }));
    // A CPA user's campaigns are billed and paced per action, whatever is chosen.
    await page.getByText('Your campaigns are billed per action.').waitFor();
    await page.getByRole('button', { name: /Cost per action.*Pacing$/ }).waitFor();
    expect(await page.getByRole('button', { name: /Pacing$/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Billing type$/ }).isDisabled()).toBe(true);
    await textbox(page, 'Budget').fill('1500');
    await typeFlight(page, '2027-03-01', '2027-03-31');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: 'The campaign was not saved: some fields need attention.' })
      .waitFor();
    const budget = textbox(page, 'Budget');
    expect(await budget.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('A cost-per-action campaign needs a budget of at least 2,000.').waitFor();
    await page
      .getByText('A cost-per-action campaign must run at least 60 days from start date to end date.')
      .waitFor();
    await openStep(page, 'Summary');
    await page.getByRole('heading', { name: '2 problems to fix' }).waitFor();
    expect(await page.getByRole('button', { name: 'Launch campaign' }).isDisabled()).toBe(true);

    // The API holds a CPA user to the same rules, whatever the body says.
    const refused = await postCampaign(page, {
      name: 'Too short, too small',
      goal: 'sales',
      campaign_type: 1,
      budget: 1500,
      start_date: '2027-03-01',
      end_date: '2027-03-31',
      pacing_type: 1,
      billing_type: 1,
    });
    expect(refused.status).toBe(422);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    expect(Object.values(fields)).toEqual(
      expect.arrayContaining(['campaign.budget.min', 'campaign.duration.min']),
    );
    expect((await campaignsOf(page)).some((campaign) => campaign.name === 'Too short, too small')).toBe(
      false,
    );
  });

  it('holds a campaign billed per action (billing type 3) to the CPA minimums and pacing 8', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/campaigns/new/general-information`);
    await textbox(page, 'Campaign name').fill('Per action, briefly');
    await tick(page.getByRole('radio', { name: /^Lead generation/ }));
    await choose(page, 'Billing type', 'Cost per action (CPA)');
    await page.getByRole('button', { name: /Cost per action.*Pacing$/ }).waitFor();
    await page.getByText('Cost-per-action campaigns run at least 60 days').waitFor();
    await textbox(page, 'Budget').fill('1999');
    await typeFlight(page, '2027-01-01', '2027-02-15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('A cost-per-action campaign needs a budget of at least 2,000.').waitFor();
    await page
      .getByText('A cost-per-action campaign must run at least 60 days from start date to end date.')
      .waitFor();
    // The form's own checks refuse it, or the server does when they had not loaded yet: then its
    // Message also comes as a toast.
    await dismissToasts(page, { waitForOne: false });
    // Meeting the minimums saves it, paced per action.
    await textbox(page, 'Budget').fill('2000');
    await typeFlight(page, '2027-01-01', '2027-03-02');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was saved.' }).waitFor();
    expect(await storedCampaign(page, 'Per action, briefly')).toMatchObject({
      billing_type: 3,
      pacing_type: 8,
      budget: 2000,
    });
  });

  it('shows a view-only user every field of a campaign without a way to change it', async () => {
    const page = await e2e.loginAs('viewer@example.com');
    const [campaign] = await campaignsOf(page);
    if (!campaign) throw new Error('The demo advertiser has no campaigns');
    await page.goto(`/${ACME}/campaigns/${campaign.id}/general-information`);
    await page
      .getByRole('note')
      .filter({ hasText: 'You can view this campaign but not change it.' })
      .waitFor();
    const name = textbox(page, 'Campaign name');
    await expectValue(name, campaign.name);
    expect(await name.isEditable()).toBe(false);
    expect(await textbox(page, 'Budget').isEditable()).toBe(false);
    expect(await page.getByRole('button', { name: /Pacing$/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await openStep(page, 'Targeting');
    expect(await page.getByRole('searchbox', { name: 'Find a place by address' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Zip codes' }).count()).toBe(0);
    // The pickers show what is chosen, countries by name, without a search to change it.
    const [country] = campaign.targeting.geo.countries;
    const countries = page.getByRole(country ? 'grid' : 'group', { name: 'Countries', exact: true });
    await countries.waitFor();
    if (country) {
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
      await countries.getByRole('row', { name }).waitFor();
    }
    expect(await page.getByRole('combobox').count()).toBe(0);
    await openTargeting(page, 'Brand suitability');
    const adult = page.getByRole('switch', { name: 'Adult' });
    const before = await adult.isChecked();
    await adult.locator('xpath=ancestor::label[1]').click();
    expect(await adult.isChecked()).toBe(before);
    await openStep(page, 'Summary');
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Launch campaign' }).count()).toBe(0);
  });

  it('filters the list from the keyboard: the status filter loads when focused and opens on an option', async () => {
    const page = await e2e.loginAs('viewer@example.com');
    await page.goto(`/${ACME}/campaigns`);
    await page.getByRole('table', { name: 'Campaigns' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search campaigns' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await list.waitFor();
    const focused = () =>
      page.evaluate(() => ({
        role: document.activeElement?.getAttribute('role'),
        text: document.activeElement?.textContent,
      }));
    expect(await focused()).toEqual({ role: 'option', text: 'All statuses' });
    await page.keyboard.press('ArrowDown');
    const chosen = (await focused()).text;
    expect(chosen).toBeTruthy();
    await page.keyboard.press('Enter');
    await list.waitFor({ state: 'detached' });
    expect(await focused()).toEqual({ role: null, text: `${chosen}▾` });
    expect(await page.getByRole('button', { name: `${chosen} Status` }).count()).toBe(1);
  });

  it('asks before leaving unsaved changes, and keeps them as a draft when the user leaves', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/campaigns/new/general-information`);
    await textbox(page, 'Campaign name').fill('Half-written');
    const campaignsLink = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Campaigns' });

    await campaignsLink.click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/${ACME}/campaigns/new/general-information`);
    await expectValue(textbox(page, 'Campaign name'), 'Half-written');

    // Closing the page asks the browser's own question.
    const unload = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await unload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    await campaignsLink.click();
    await ask.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
    await page.goto(`/${ACME}/campaigns/new/general-information`);
    await page.getByRole('status').filter({ hasText: 'Your unsaved changes from' }).waitFor();
    await expectValue(textbox(page, 'Campaign name'), 'Half-written');
  });

  it('keeps everything after a save the API refuses and shows why next to the field', async () => {
    const page = await e2e.loginAs('owner@example.com');
    // A creative that another user deletes while this campaign is being built: ready to serve (its
    // audio is a ready asset's), as only such a creative can be chosen.
    const creativeName = `Short-lived creative ${Date.now()}`;
    const assets = (await (await callApi(page, 'GET', `/companies/${ACME_UUID}/assets`)).json()) as {
      uuid: string;
      status: string;
    }[];
    const asset = assets.find((candidate) => candidate.status === 'ready');
    if (!asset) throw new Error('The demo advertiser has no ready asset');
    const created = await callApi(page, 'POST', `/companies/${ACME_UUID}/creatives`, {
      name: creativeName,
      asset_uuid: asset.uuid,
    });
    expect(created.status).toBe(201);
    const { creativeId } = (await created.json()) as { creativeId: string };
    await page.goto(`/${ACME}/campaigns/new/general-information`);
    await textbox(page, 'Campaign name').fill('Refused by the server');
    await tick(page.getByRole('radio', { name: /^Website traffic/ }));
    await textbox(page, 'Budget').fill('3000');
    await typeFlight(page, '2027-05-01', '2027-05-31');
    await openStep(page, 'Creatives');
    await tick(page.getByRole('checkbox', { name: new RegExp(`^${creativeName}`) }));
    const deleted = await callApi(page, 'DELETE', `/creatives/${creativeId}`);
    expect(deleted.status).toBe(204);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'The campaign was not saved' }).waitFor();
    await page.getByText('A chosen creative no longer exists; remove it.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${ACME}/campaigns/new/creatives`);
    await dismissToasts(page);
    await openStep(page, 'General information');
    await expectValue(textbox(page, 'Campaign name'), 'Refused by the server');
    await expectValue(textbox(page, 'Budget'), '3,000');
    await openStep(page, 'Summary');
    await page.getByRole('button', { name: 'Fix in Creatives' }).click();
    // Removing the creative that is gone lets the same campaign save.
    await page
      .getByRole('checkbox', { name: new RegExp(`^${creativeName}`) })
      .locator('xpath=ancestor::label[1]')
      .click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was saved.' }).waitFor();
    expect((await storedCampaign(page, 'Refused by the server')).creative_ids).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME = 'acme-audio.com';
const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';

/** Calls the sandbox API with the session the page logged in with. */
async function callApi(page: Page, path: string): Promise<unknown> {
  const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
  if (!token) throw new Error('The page holds no session token: log in first');
  const response = await fetch(`${e2e.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.json();
}

/** Checks a checkbox or radio through its label, as a pointer does (the input itself is hidden). */
async function tick(control: Locator): Promise<void> {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect.poll(() => control.isChecked()).toBe(true);
}

/** The number in the search's "N results" line, once the search has answered. */
async function found(page: Page): Promise<number> {
  const line = page.getByText(/^[\d,]+ results?$/);
  await line.waitFor();
  return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
}

/** Waits until the "N results" line reads something else than `before`, and returns it. */
async function foundChangedFrom(page: Page, before: number): Promise<number> {
  await page.waitForFunction(
    (previous) =>
      [...document.querySelectorAll('p[aria-live]')].some((p) => {
        const text = p.textContent ?? '';
        return /^[\d,]+ results?$/.test(text) && Number(text.replace(/\D/g, '')) !== previous;
      }),
    before,
  );
  return found(page);
}

/** The names of the search results shown. */
const resultNames = (page: Page) =>
  page.getByRole('search', { name: 'Filters' }).getByRole('heading', { level: 3 }).allInnerTexts();

/** The numbers of a detail ("12 episodes", "Distance 0.25") of every search result shown. */
async function resultDetail(page: Page, pattern: RegExp): Promise<number[]> {
  const details = await page
    .getByRole('search', { name: 'Filters' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  return details.map((text) => {
    const match = pattern.exec(text);
    if (!match?.[1]) throw new Error(`No ${pattern} in “${text}”`);
    return Number(match[1].replace(/,/g, ''));
  });
}

/** The text of every body cell of a column of the playlist grid, top to bottom. */
const columnTexts = (grid: Locator, col: number) =>
  grid.locator(`tbody td[aria-colindex="${col}"]`).allInnerTexts();

describe('inventory, playlists and audiences in the browser against the sandbox', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'earshot-inventory-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('searches with a facet and a range, finds more like an item, saves a playlist and sorts the list', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/inventory/new`);
    const all = await found(page);
    expect(all).toBeGreaterThan(0);

    // A genre facet: its count is the number of results once it is chosen.
    const genres = page.getByRole('group', { name: 'Genres' });
    const facet = genres.getByRole('checkbox').first();
    const facetLabel = (await facet.evaluate((input) => input.closest('label')?.textContent)) ?? '';
    // The label names the genre ("True Crime (12)"); the value is what a saved search keeps (`true-crime`).
    const [, genreName, facetCount] = /^(.*) \((\d+)\)$/.exec(facetLabel) ?? [];
    expect(genreName, facetLabel).toBeTruthy();
    const genre = await facet.getAttribute('value');
    expect(genre).toMatch(/^[a-z0-9-]+$/);
    await tick(facet);
    const inGenre = await foundChangedFrom(page, all);
    expect(inGenre).toBe(Number(facetCount));
    expect(inGenre).toBeLessThan(all);

    // A range on episode_count: fewer results, each with at least that many episodes.
    const episodes = (await resultDetail(page, /([\d,]+) episodes/)).sort((a, b) => a - b);
    const atLeast = episodes[Math.floor(episodes.length / 2)] ?? 1;
    await page.getByRole('textbox', { name: 'Episodes: at least' }).fill(String(atLeast));
    await page.getByRole('textbox', { name: 'Episodes: at least' }).press('Tab');
    const inRange = await foundChangedFrom(page, inGenre);
    expect(inRange).toBeLessThan(inGenre);
    expect(inRange).toBeGreaterThan(0);
    for (const count of await resultDetail(page, /([\d,]+) episodes/))
      expect(count).toBeGreaterThanOrEqual(atLeast);

    // More like this: the nearest items by vector, closest first.
    const [first, second] = await resultNames(page);
    if (!first || !second) throw new Error('Expected two results in the range');
    await page.getByRole('button', { name: `Add ${first}`, exact: true }).click();
    await page.getByRole('button', { name: `${first} added` }).waitFor();
    await page.getByRole('button', { name: `More like ${first}`, exact: true }).click();
    await page.getByText(`Inventory like ${first}`).waitFor();
    await page
      .getByText(/Distance /)
      .first()
      .waitFor();
    const distances = await resultDetail(page, /Distance ([\d.]+)/);
    expect(distances.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const similar = (await resultNames(page)).find((name) => name !== first);
    if (!similar) throw new Error(`Nothing like ${first}`);
    await page.getByRole('button', { name: `Add ${similar}`, exact: true }).click();
    await page.getByRole('button', { name: 'Back to the search' }).click();
    await page.getByRole('button', { name: 'Add this search to the playlist' }).click();

    // Name, type and tags, then save: the playlist opens at its own address.
    const name = `Aardvark shows ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: /Type$/ }).click();
    await page.getByRole('option', { name: 'Podcast', exact: true }).click();
    await page.getByRole('textbox', { name: 'New tag' }).fill('e2e-tag');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByText('2 items').waitFor();
    await page.getByRole('button', { name: 'Save playlist' }).click();
    await page.waitForURL(new RegExp(`/${ACME}/inventory/[0-9a-f-]{36}$`));
    await page.getByRole('heading', { name: 'Edit playlist' }).waitFor();
    const id = page.url().split('/').at(-1);
    const saved = (await callApi(page, `/companies/${ACME_UUID}/playlists/${id}`)) as {
      name: string;
      type: string;
      tags: string[];
      inventory_ids: string[];
      searches: { filter_by: string; facets: Record<string, string[]> }[];
    };
    expect(saved).toMatchObject({ name, type: 'podcast', tags: ['e2e-tag'] });
    expect(saved.inventory_ids).toHaveLength(2);
    expect(saved.searches).toHaveLength(1);
    expect(saved.searches[0]?.facets).toEqual({ genres: [genre] });
    expect(saved.searches[0]?.filter_by).toContain(`episode_count:>=${atLeast}`);

    // The inventory list: the new playlist, and the rows in order once sorted by name.
    await page.goto(`/${ACME}/inventory`);
    const grid = page.getByRole('grid', { name: 'Playlists' });
    await grid.getByRole('row', { name: new RegExp(name) }).waitFor();
    const nameHeader = grid.getByRole('columnheader', { name: 'Name' });
    await nameHeader.click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const names = await columnTexts(grid, 2);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    await nameHeader.click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    const itemsHeader = grid.getByRole('columnheader', { name: 'No. of items' });
    await itemsHeader.click();
    await expect.poll(() => itemsHeader.getAttribute('aria-sort')).toBe('ascending');
    const sizes = (await columnTexts(grid, 4)).map((text) => Number(text.replace(/\D/g, '')));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    await grid.getByRole('row', { name: new RegExp(name) }).click();
    await page.waitForURL(`**/${ACME}/inventory/${id}`);
  });

  it('creates a first-party audience by url and event and a CRM audience from an uploaded CSV', async () => {
    const page = await e2e.loginAs('owner@example.com');
    const stamp = Date.now();

    await page.goto(`/${ACME}/audience/new`);
    await page.waitForURL(`**/${ACME}/audience/new`);
    const visitors = `Pricing visitors ${stamp}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(visitors);
    await page.getByRole('textbox', { name: 'Segment 1: value' }).fill('/pricing');
    await page.getByRole('button', { name: 'Add segment' }).click();
    await page.getByRole('button', { name: /Segment 2: matches/ }).click();
    await page.getByRole('option', { name: 'Event', exact: true }).click();
    await page.getByRole('textbox', { name: 'Segment 2: value' }).fill('signup');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/audiences'),
    );
    await page.getByRole('button', { name: 'Save audience' }).click();
    const firstParty = await created;
    expect(firstParty.status()).toBe(201);
    expect(firstParty.request().postDataJSON()).toMatchObject({
      type: 1,
      subtype: 'first-party',
      first_party: [
        { type: 'url', value: '/pricing' },
        { type: 'event', value: 'signup' },
      ],
      firstPartySegments: [
        { type: 'url', value: '/pricing' },
        { type: 'event', value: 'signup' },
      ],
    });
    await page.waitForURL(new RegExp(`/${ACME}/audience/[0-9a-f-]{36}$`));

    await page.goto(`/${ACME}/audience/new`);
    const customers = `Loyal customers ${stamp}`;
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(customers);
    await tick(page.getByRole('radio', { name: 'CRM' }));
    // A real file on disk, chosen through the uploader's file picker.
    const csv = join(folder, 'customers.csv');
    await writeFile(
      csv,
      'email,phone,name\nana@example.com,,Ana\n,+44 20 7946 0958,Ben\nnot-an-email,12,Cy\n',
    );
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Browse files' }).click(),
    ]);
    await chooser.setFiles(csv);
    await page.getByText('customers.csv: 3 rows').waitFor();
    await page.getByText('2 rows with an e-mail address or phone number (66.7%)').waitFor();
    await page.getByText('Matched on: email, phone').waitFor();
    await page.getByText(/^Upload id: /).waitFor();
    await page.getByRole('button', { name: 'Save audience' }).click();
    await page.waitForURL(new RegExp(`/${ACME}/audience/[0-9a-f-]{36}$`));

    await page.goto(`/${ACME}/audiences`);
    const list = page.getByRole('table', { name: 'Audiences' });
    await list
      .getByRole('row', { name: new RegExp(visitors) })
      .getByText('First-party')
      .waitFor();
    await list
      .getByRole('row', { name: new RegExp(customers) })
      .getByText('CRM')
      .waitFor();
    const stored = (await callApi(page, `/companies/${ACME_UUID}/audiences`)) as {
      name: string;
      subtype: string;
      correlation_id: string | null;
    }[];
    expect(stored.find((audience) => audience.name === customers)?.correlation_id).toBeTruthy();
  });
});

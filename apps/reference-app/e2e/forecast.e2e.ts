import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addEntry,
  choose,
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

/** The UTC date `offset` days from today, as `YYYY-MM-DD`. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The editor's forecast panel. */
const panel = (page: Page) => page.getByRole('region', { name: 'Forecast', exact: true });

/**
 * Resolves once the forecast shows the figures of the plan now on screen (no request under way) and
 * answers the impressions its targeting offers, read from the panel's words.
 */
async function settledSupply(page: Page): Promise<number> {
  const forecast = panel(page);
  await expect
    .poll(
      async () => [await forecast.getAttribute('data-state'), await forecast.getAttribute('data-updating')],
      {
        timeout: 30_000,
      },
    )
    .toEqual(['ready', null]);
  const text = await forecast
    .getByText(/^The targeting offers .* impressions over the flight\.$/)
    .textContent();
  // In the short form English writes: 48K, 1.2M, 3B.
  const [, figure = '', unit = ''] = /offers ([\d.]+)([KMB]?) impressions/.exec(text ?? '') ?? [];
  return Number(figure) * ({ K: 1e3, M: 1e6, B: 1e9 }[unit] ?? 1);
}

/** The codes of the warnings the forecast shows. */
const warningCodes = (page: Page) =>
  panel(page)
    .getByRole('list', { name: 'What limits delivery' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-code')));

describe('the forecast while building a campaign', () => {
  it('follows the geo as it narrows and widens, warns when the targeting is too narrow, and saves the plan', {
    timeout: 180_000,
  }, async () => {
    const page = await e2e.loginAs('owner@example.com');
    const name = `Forecast journey ${Date.now()}`;
    await page.goto(`/${ACME}/campaigns/new`);
    await page.waitForURL((url) => url.pathname === `/${ACME}/campaigns/new/general-information`);
    await panel(page).getByText('Enter a budget and flight dates to see a forecast').waitFor();

    await textbox(page, 'Campaign name').fill(name);
    await tick(page.getByRole('radio', { name: /^Brand/ }));
    await choose(page, 'Campaign type', 'Impressions');
    await choose(page, 'Billing type', 'Cost per mille (CPM)');
    await textbox(page, 'Budget').fill('50000');
    await typeFlight(page, day(7), day(37));
    const everywhere = await settledSupply(page);
    expect(everywhere).toBeGreaterThan(0);
    expect(await warningCodes(page)).not.toContain('targeting_too_narrow');
    expect(await panel(page).getByText('High', { exact: true }).count()).toBe(1);

    // One zip code: the supply shrinks to its listeners and the plan can no longer spend its budget.
    await openStep(page, 'Targeting');
    await openTargeting(page, 'Geo');
    await addEntry(page, 'Zip codes', '60601');
    await entry(page, 'Zip codes', '60601').waitFor();
    await expect.poll(() => settledSupply(page), { timeout: 30_000 }).toBeLessThan(everywhere / 100);
    await expect.poll(() => warningCodes(page)).toContain('targeting_too_narrow');
    await panel(page).getByText('Targeting too narrow').waitFor();
    expect(await panel(page).getByText('Low', { exact: true }).count()).toBe(1);

    // Widening to the whole country clears the warning.
    await entry(page, 'Zip codes', '60601')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await entry(page, 'Zip codes', '60601').waitFor({ state: 'detached' });
    await expect.poll(() => settledSupply(page), { timeout: 30_000 }).toBe(everywhere);
    expect(await warningCodes(page)).not.toContain('targeting_too_narrow');

    // The plan the forecast showed is the one saved.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'The campaign was saved.' }).waitFor();
    await page.waitForURL((url) => !url.pathname.includes('/campaigns/new/'));
    const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
    const response = await fetch(`${e2e.apiUrl}/companies/${ACME_UUID}/campaigns`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = ((await response.json()) as { name: string; budget: number; targeting: unknown }[]).find(
      (campaign) => campaign.name === name,
    );
    expect(stored?.budget).toBe(50_000);
    expect(stored?.targeting).toMatchObject({ geo: { zip_codes: [] } });
  });
});

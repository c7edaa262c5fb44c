import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME = 'acme-audio.com';
const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';

/** The UTC date `offset` days from today, as `YYYY-MM-DD`. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Calls the sandbox API as the page's user. */
async function callApi(page: Page, method: string, path: string, body?: FormData | object) {
  const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(`${e2e.apiUrl}/companies/${ACME_UUID}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
  });
  return { status: response.status, body: (await response.json()) as { id: string; status: string } };
}

/** Creates a brand campaign over HTTP and launches it; it runs from `start` days ago. */
async function runningCampaign(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const form = new FormData();
  form.set(
    'campaign',
    JSON.stringify({
      name,
      goal: 'brand',
      campaign_type: 1,
      budget: 5000,
      start_date: day(-5),
      end_date: day(25),
      pacing_type: 5,
      billing_type: 1,
      ...extra,
    }),
  );
  const created = await callApi(page, 'POST', '/campaigns', form);
  expect(created.status).toBe(201);
  const launched = await callApi(page, 'POST', `/campaigns/${created.body.id}/status`, { action: 'launch' });
  expect(launched.body.status).toBe('running');
  return created.body.id;
}

/** The number of open alerts the header's notification centre announces. */
async function alertCount(page: Page): Promise<number> {
  const name = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Alerts, \d+ open/ })
    .getAttribute('aria-label');
  return Number(/(\d+)/.exec(name ?? '')?.[1] ?? Number.NaN);
}

describe('campaign lifecycle', () => {
  it('pauses a running campaign, sees its status and the alert count change, resumes it, and ends another', async () => {
    const page = await e2e.loginAs('owner@example.com');
    // Capped at 40 a day, it cannot spend 5,000 in its flight: an under-delivery alert while it runs.
    const capped = 'Lifecycle — Capped Radio';
    const cappedId = await runningCampaign(page, capped, { pacing_type: 2, max_daily_budget: 40 });
    const ending = 'Lifecycle — Ending Soon';
    const endingId = await runningCampaign(page, ending);

    await page.goto(`/${ACME}/campaigns`);
    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await search.fill('Lifecycle');
    const grid = page.getByRole('table', { name: 'Campaigns' });
    const row = (name: string) => grid.getByRole('row', { name: new RegExp(name) });
    await row(capped).getByText('Running').waitFor();
    await row(capped).getByText('Under-delivering').waitFor();
    await expect.poll(() => alertCount(page)).toBeGreaterThan(0);
    const before = await alertCount(page);

    // Pause from the list: the status changes and its under-delivery alert goes away.
    await row(capped)
      .getByRole('button', { name: `Actions for ${capped}` })
      .click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await row(capped).getByText('Paused').waitFor();
    await expect.poll(() => alertCount(page)).toBe(before - 1);
    expect((await callApi(page, 'GET', `/campaigns/${cappedId}`)).body.status).toBe('paused');

    // Resume from the editor's header: running again, and the alert is back.
    await grid.getByRole('link', { name: capped }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${ACME}/campaigns/${cappedId}/`));
    const actions = page.getByRole('group', { name: `Status actions for ${capped}` });
    await actions.getByRole('button', { name: 'Resume' }).click();
    await actions.getByRole('button', { name: 'Pause' }).waitFor();
    await page.getByText('Running', { exact: true }).first().waitFor();
    await expect.poll(() => alertCount(page)).toBe(before);
    expect((await callApi(page, 'GET', `/campaigns/${cappedId}`)).body.status).toBe('running');

    // Its Summary shows the live delivery: spent, projected, days left and the daily chart.
    await page.getByRole('tab', { name: 'Summary', exact: true }).click();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await delivery.getByText('Projected at end').waitFor();
    await delivery.getByText('Days left').waitFor();
    await delivery.getByRole('img', { name: /against a target of|Nothing spent yet/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Launch campaign' }).count()).toBe(0);

    // End another from the list, after confirming.
    await page.goto(`/${ACME}/campaigns`);
    await search.fill('Lifecycle');
    await row(ending)
      .getByRole('button', { name: `Actions for ${ending}` })
      .click();
    await page.getByRole('menuitem', { name: 'End' }).click();
    const dialog = page.getByRole('alertdialog', { name: `End “${ending}”?` });
    await dialog.getByRole('button', { name: 'End campaign' }).click();
    await row(ending).getByText('Completed').waitFor();
    expect((await callApi(page, 'GET', `/campaigns/${endingId}`)).body.status).toBe('completed');
    // A completed campaign offers no status action any more.
    await row(ending)
      .getByRole('button', { name: `Actions for ${ending}` })
      .click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /^(Pause|Resume|End)$/ }).count()).toBe(0);
  });
});

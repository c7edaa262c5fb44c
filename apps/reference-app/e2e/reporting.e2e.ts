import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createE2eHarness } from './harness/index.ts';

const e2e = createE2eHarness();

const ACME = 'acme-audio.com';
const ACME_UUID = '5b0c1f2e-8a4d-4c3b-9e71-0a1b2c3d4e01';
const DAY_MS = 86_400_000;

type Totals = { impressions: number; reach: number; spend: number; conversions: number; cpm: number };
type Metrics = { totals: Totals; series: { date: string }[]; simulated: boolean };
type Integration = { id: string; name: string; kind: string; config: Record<string, unknown> };
type Breakdown = { rows: { key: string; label: string }[]; totals: { impressions: number } };
type Incrementality = { significant: boolean; lift: number | null; reason: string | null };

/** Calls the sandbox API with the session the page logged in with. */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<Response> {
  const token = await page.evaluate(() => localStorage.getItem('earshot.token'));
  if (!token) throw new Error('The page holds no session token: log in first');
  return fetch(`${e2e.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function metricsOf(page: Page, path: string, startDate: string, endDate: string): Promise<Metrics> {
  const response = await callApi(
    page,
    'GET',
    `/companies/${ACME_UUID}/metrics/${path}${path.includes('?') ? '&' : '?'}startDate=${startDate}&endDate=${endDate}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Metrics;
}

/** A UTC day `days` before today, as the API writes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const count = (value: number) => value.toLocaleString('en-US');
const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
const tile = (page: Page, kpi: string) => page.locator(`[role="tabpanel"] [data-kpi="${kpi}"] dd`);

describe('dashboards and reporting', () => {
  it('charts the simulated delivery of the CPM, CPA and CPA Incrementality dashboards over a chosen period', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // CPM by default: the tiles are the API's totals of the last 30 days, one bar a day in each chart.
    const today = daysAgo(0);
    const cpm = await metricsOf(page, 'aggregate', daysAgo(29), today);
    expect(cpm.simulated).toBe(true);
    expect(cpm.totals.impressions).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'CPM', selected: true }).waitFor();
    expect(await tile(page, 'impressions').textContent()).toBe(count(cpm.totals.impressions));
    expect(await tile(page, 'reach').textContent()).toBe(count(cpm.totals.reach));
    expect(await tile(page, 'spend').textContent()).toBe(money(cpm.totals.spend));
    expect(await tile(page, 'cpm').textContent()).toBe(money(cpm.totals.cpm));
    const charts = page.locator('[role="tabpanel"] figure svg[role="img"]');
    expect(await charts.count()).toBe(2);
    expect(await charts.first().locator('rect').count()).toBe(30);
    await page.getByText('These figures include simulated delivery (demo data).').waitFor();

    // CPA: the CPA campaigns' conversions, the choice kept in the address.
    await page.getByRole('tab', { name: 'CPA', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === '6');
    const cpa = await metricsOf(page, 'aggregate_cpa', daysAgo(29), today);
    await page.getByRole('tab', { name: 'CPA', exact: true, selected: true }).waitFor();
    await page.locator('[role="tabpanel"] [data-kpi="conversions"]').waitFor();
    expect(await tile(page, 'conversions').textContent()).toBe(count(cpa.totals.conversions));
    expect(await tile(page, 'spend').textContent()).toBe(money(cpa.totals.spend));

    // CPA Incrementality: the lift section beside the conversions chart.
    await page.getByRole('tab', { name: 'CPA Incrementality' }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === '7');
    await page.getByRole('heading', { level: 2, name: 'Incrementality' }).waitFor();
    expect(await page.locator('[role="tabpanel"] figure svg[role="img"]').count()).toBeGreaterThanOrEqual(1);

    // A shorter period: type the first day of the range; the figures follow.
    await page.getByRole('tab', { name: 'CPM' }).click();
    const start = daysAgo(6);
    const [year, month, day] = start.split('-');
    // The period's fields load when reached for; from the keyboard their first segment takes the focus.
    await page.getByRole('button', { name: 'Open calendar' }).focus();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/^month, Start Date/);
    await page.getByRole('spinbutton', { name: /^month, Start Date/ }).click();
    await page.keyboard.type(`${month}${day}${year}`);
    await page.keyboard.press('Tab');
    const week = await metricsOf(page, 'aggregate', start, today);
    await page.waitForFunction(
      () =>
        document.querySelector('[role="tabpanel"] figure svg[role="img"]')?.querySelectorAll('rect')
          .length === 7,
    );
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[role="tabpanel"] [data-kpi="impressions"] dd')?.textContent === expected,
      count(week.totals.impressions),
    );

    // The reporting service's own page of the dashboard, in an iframe.
    await page.getByRole('button', { name: 'Show the report view' }).click();
    await page
      .frameLocator('iframe[title="CPM report"]')
      .getByRole('heading', { level: 1, name: 'CPM dashboard' })
      .waitFor();
  });

  it('builds a breakdown by show, exports it as CSV and sees the incrementality verdict', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/reporting`);
    await page.getByRole('heading', { level: 1, name: 'Reporting' }).waitFor();
    const dates = `start_date=${daysAgo(29)}&end_date=${daysAgo(0)}`;

    // By show: one row a show the API lists, the totals last, and bars for the shows.
    await page.getByRole('button', { name: /Break down by/ }).click();
    await page.getByRole('option', { name: 'Show' }).click();
    const table = page.getByRole('table', { name: 'Breakdown by Show' });
    await table.getByRole('rowheader', { name: 'Total' }).waitFor();
    const response = await callApi(
      page,
      'GET',
      `/companies/${ACME_UUID}/metrics/breakdown?dimension=show&${dates}`,
    );
    expect(response.status).toBe(200);
    const breakdown = (await response.json()) as Breakdown;
    expect(breakdown.rows.length).toBeGreaterThan(0);
    expect(await table.getByRole('row').count()).toBe(breakdown.rows.length + 2);
    const first = breakdown.rows[0]?.label ?? '';
    expect(await table.getByRole('rowheader', { name: first, exact: true }).count()).toBeGreaterThan(0);
    const totals = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
    expect(await totals.getByRole('cell').first().textContent()).toBe(count(breakdown.totals.impressions));
    await page.getByRole('img', { name: /^Impressions by Show\./ }).waitFor();

    // The CSV holds the same rows and totals, under the file name of the dimension and dates.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-show-${daysAgo(29)}-${daysAgo(0)}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Key,Show,Impressions,Reach,Listens,Clicks,Spend,Conversions,Pixel conversions,Modeled conversions,Conversion value,CPM,CPA,ROAS',
    );
    expect(lines).toHaveLength(breakdown.rows.length + 2);
    expect(lines.at(-1)).toMatch(new RegExp(`^,Total,${breakdown.totals.impressions},`));

    // The incrementality verdict, in words, matches what the API measured.
    await page.getByRole('heading', { level: 2, name: 'Incrementality' }).waitFor();
    const verdict = page.locator('p[data-verdict]');
    await verdict.waitFor();
    const lift = (await (
      await callApi(page, 'GET', `/companies/${ACME_UUID}/metrics/incrementality?${dates}`)
    ).json()) as Incrementality;
    const expected =
      lift.reason === 'not_enough_data'
        ? /^Not enough data yet: /
        : !lift.significant
          ? /^No measurable lift yet: /
          : (lift.lift ?? 0) > 0
            ? /^The ads raised conversions by \d+% \(95% interval /
            : /^Exposed listeners converted \d+% less /;
    expect(await verdict.textContent()).toMatch(expected);
  });

  it('schedules a weekly report by show, sends it now and finds it in the mailbox', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/reporting`);
    await page.getByRole('link', { name: 'Scheduled reports' }).click();
    await page.getByRole('heading', { level: 1, name: 'Scheduled reports' }).waitFor();

    // A weekly CSV of the previous week by show, to the signed-in owner (the form's first recipient).
    const name = `Weekly by show ${Date.now()}`;
    await page.getByRole('button', { name: 'New scheduled report' }).click();
    const form = page.getByRole('dialog', { name: 'New scheduled report' });
    await form.getByRole('textbox', { name: 'Report name' }).fill(name);
    await form.getByRole('button', { name: /Break down by/ }).click();
    await page.getByRole('option', { name: 'Show' }).click();
    expect(await form.getByRole('radio', { name: 'Weekly, on Mondays' }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: 'CSV' }).isChecked()).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Recipients' }).inputValue()).toBe('owner@example.com');
    await form.getByRole('button', { name: 'Schedule report' }).click();
    await page.getByText(`Scheduled report “${name}” saved.`).waitFor();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await row.getByText('By Show · Previous week (Monday to Sunday) · CSV').waitFor();
    await row.getByText('Weekly, on Mondays').waitFor();
    await row.getByText(/^Next: /).waitFor();

    // Send it now: the owner's sandbox mailbox holds it, the CSV of the shows attached.
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Send now' }).click();
    await page.getByText(`“${name}” was sent to 1 recipient.`).waitFor();
    const mailbox = await fetch(
      `${e2e.apiUrl}/sandbox/mailbox?email=${encodeURIComponent('owner@example.com')}`,
    );
    expect(mailbox.status).toBe(200);
    const { messages } = (await mailbox.json()) as {
      messages: {
        subject: string;
        attachments: { filename: string; content_type: string; content_base64: string }[];
      }[];
    };
    const mail = messages.find((message) => message.subject.startsWith(`${name}: `));
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toMatch(/^weekly-by-show-\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(attachment?.content_type).toMatch(/^text\/csv/);
    const csv = Buffer.from(attachment?.content_base64 ?? '', 'base64').toString('utf8');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe(
      'key,label,impressions,reach,listens,clicks,spend,conversions,pixel_conversions,modeled_conversions,conversion_value,cpm,cpa,roas',
    );
    expect(rows.length).toBeGreaterThan(0);

    // The history lists the sending; pausing says nothing more is sent.
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'History' }).click();
    const history = page.getByRole('table', { name: `History of ${name}` });
    await history.getByRole('row').nth(1).getByText('Sent').waitFor();
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await row.getByText('Paused').waitFor();
  });

  it('shows a reporting user the reports and integrations but nothing to change', async () => {
    const page = await e2e.loginAs('reporter@example.com');
    await page.goto(`/${ACME}/reporting`);
    await page.getByRole('heading', { level: 1, name: 'Reporting' }).waitFor();
    const table = page.getByRole('table', { name: 'Breakdown by Campaign' });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('rowheader', { name: 'Spring Sale — Podcasts' }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 2, name: 'Conversion events' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`report-campaign-${daysAgo(29)}-${daysAgo(0)}.xlsx`);

    await page.goto(`/${ACME}/integrations`);
    await page.getByRole('heading', { level: 1, name: 'Integrations' }).waitFor();
    await page.getByRole('link', { name: 'Daily delivery export' }).click();
    await page.getByRole('heading', { level: 1, name: 'Integration Daily delivery export' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Name' });
    expect(await name.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Run now' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'New integration' }).count()).toBe(0);
  });

  it('creates and edits a data export, then runs it and downloads the file it wrote', async () => {
    const page = await e2e.loginAs('owner@example.com');
    await page.goto(`/${ACME}/integrations`);
    await page.getByRole('link', { name: 'New integration' }).click();
    await page.waitForURL((url) => url.pathname === `/${ACME}/integrations/data-export/new`);
    await page.getByRole('heading', { level: 1, name: 'New integration' }).waitFor();

    // A bad destination is refused next to its field, and nothing typed is lost.
    const name = `Campaign export ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: /Data to export/ }).click();
    await page.getByRole('option', { name: 'Campaigns' }).click();
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('ftp://files.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter an address starting with http:// or https://.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /\/integrations\/data-export\/[0-9a-f-]{36}$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('heading', { level: 1, name: `Integration ${name}` }).waitFor();

    // Edit: rename and change the schedule.
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (weekly)`);
    await page.getByRole('button', { name: /Schedule/ }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { level: 1, name: `Integration ${name} (weekly)` }).waitFor();
    const saved = (await (
      await callApi(page, 'GET', `/companies/${ACME_UUID}/integrations/${id}`)
    ).json()) as Integration;
    expect(saved).toMatchObject({
      name: `${name} (weekly)`,
      kind: 'data-export',
      config: { data: 'campaigns', schedule: 'weekly', format: 'csv' },
    });

    // Run it: the result names the rows and links the file, which downloads.
    await page.getByRole('button', { name: 'Run now' }).click();
    const result = page.getByRole('status').filter({ hasText: 'exported' });
    await result.waitFor();
    expect(await result.textContent()).toMatch(/^Finished: \d+ rows? exported\./);
    const file = result.getByRole('link', { name: /^Download campaigns-.*\.csv$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toMatch(/^campaigns-.*\.csv$/);
    const csv = await fetch((await file.getAttribute('href')) ?? '').then((response) => response.text());
    expect(csv.split('\n')[0]).toContain('name');
  });
});

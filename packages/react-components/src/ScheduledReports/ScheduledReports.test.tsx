import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enabledControls } from '../../test/enabledControls.ts';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { readText } from '../../test/readBody.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { currentUserFixture, type Viewer } from '../testing/viewerFixture.ts';
import { ScheduledReports } from './ScheduledReports.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const REPORT_ID = 'd0000000-0000-4000-8000-000000000001';
const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
const RUN = {
  id: 'e0000000-0000-4000-8000-000000000001',
  started_at: '2026-11-23T06:00:00Z',
  status: 'sent',
  recipients: ['ana@example.com', 'ben@example.com'],
  filename: 'weekly-by-show-2026-11-16-2026-11-22.csv',
  rows: 4,
  error: null,
};
const report = (changes: Record<string, unknown> = {}) => ({
  id: REPORT_ID,
  name: 'Weekly by show',
  breakdown: { dimension: 'show', period: 'previous_week' },
  format: 'csv',
  schedule: 'weekly',
  recipients: ['ana@example.com', 'ben@example.com'],
  paused: false,
  next_run_at: '2026-11-30T06:00:00Z',
  last_run: RUN,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  ...changes,
});

vi.setConfig({ testTimeout: 20_000 });

describe('ScheduledReports', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let reports: ReturnType<typeof report>[];
  let writes: { method: string; path: string; body: unknown }[];
  let viewer: Viewer;
  let listStatus: number;
  let runAnswer: Record<string, unknown>;
  beforeAll(async () => {
    server = await startServer(async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://api').pathname.replace(
        `/v1/companies/${ADVERTISER}`,
        '',
      );
      const text = await readText(request);
      const body = text ? JSON.parse(text) : undefined;
      const method = request.method ?? 'GET';
      if (method !== 'GET') writes.push({ method, path, body });
      if (path === '/v1/users/me') return json(response, 200, currentUserFixture(viewer, ADVERTISER));
      if (path === '') {
        return json(response, 200, {
          uuid: ADVERTISER,
          attribution_window_days: 14,
          attribution_model: 'linear',
        });
      }
      if (path === '/campaigns')
        return json(response, 200, [{ id: CAMPAIGN, name: 'Spring Sale — Podcasts' }]);
      if (path === '/scheduled-reports' && method === 'GET') {
        return json(response, listStatus, listStatus === 200 ? { reports } : {});
      }
      if (path === '/scheduled-reports' && method === 'POST') {
        const created = report({ ...body, id: 'd0000000-0000-4000-8000-000000000002', last_run: null });
        reports = [created, ...reports];
        return json(response, 201, created);
      }
      if (path === `/scheduled-reports/${REPORT_ID}` && method === 'PATCH') {
        reports = reports.map((one) => (one.id === REPORT_ID ? { ...one, ...body } : one));
        return json(
          response,
          200,
          reports.find((one) => one.id === REPORT_ID),
        );
      }
      if (path === `/scheduled-reports/${REPORT_ID}` && method === 'DELETE') {
        reports = reports.filter((one) => one.id !== REPORT_ID);
        response.writeHead(204).end();
        return;
      }
      if (path === `/scheduled-reports/${REPORT_ID}/run`) return json(response, 200, runAnswer);
      if (path === `/scheduled-reports/${REPORT_ID}/runs`) {
        return json(response, 200, {
          runs: [
            {
              ...RUN,
              id: 'e0000000-0000-4000-8000-000000000002',
              started_at: '2026-11-16T06:00:00Z',
              status: 'failed',
              filename: null,
              rows: null,
              error: 'The mail server refused the message.',
            },
            RUN,
          ].reverse(),
        });
      }
      json(response, 404, { Message: 'Not found' });
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    reports = [report()];
    writes = [];
    viewer = { id: 'u0000000-0000-4000-8000-000000000001', role: 1 };
    listStatus = 200;
    runAnswer = RUN;
  });

  const render = (locale = 'en') =>
    renderWithProvider(<ScheduledReports advertiserId={ADVERTISER} />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      locale,
    });
  const openActions = async (user: ReturnType<typeof userEvent.setup>, name = 'Weekly by show') => {
    await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    return screen.findByRole('menu');
  };

  it('lists each report with what it sends, when, to whom and how its last sending went', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    const row = (await within(table).findByRole('rowheader', { name: /Weekly by show/ })).closest('tr');
    expect(row).toHaveTextContent('By Show · Previous week (Monday to Sunday) · CSV');
    expect(row).toHaveTextContent('Weekly, on Mondays');
    expect(row).toHaveTextContent('Next: Nov 30, 2026');
    expect(row).toHaveTextContent('ana@example.com, ben@example.com');
    expect(row).toHaveTextContent('Sent');
  });

  it('schedules a report from the form, checking the recipients first and keeping what was typed', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'New scheduled report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New scheduled report' });
    // The signed-in user is the first recipient; the account's attribution settings are named.
    expect(within(dialog).getByRole('textbox', { name: /Recipients/ })).toHaveValue('viewer@fixtures.test');
    expect(within(dialog).getByText('Leave empty for the account’s setting (14 days).')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Report name/ }), 'Monthly by country');
    await user.click(within(dialog).getByRole('radio', { name: 'Monthly, on the 1st' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Excel (XLSX)' }));
    const recipients = within(dialog).getByRole('textbox', { name: /Recipients/ });
    await user.type(recipients, ', not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));
    expect(
      await within(dialog).findByText('E-mail address must look like name@example.com.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: /Report name/ })).toHaveValue('Monthly by country');

    await user.clear(recipients);
    await user.type(recipients, 'ana@example.com; ben@example.org ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/scheduled-reports',
      body: {
        name: 'Monthly by country',
        breakdown: { dimension: 'campaign', period: 'previous_week' },
        format: 'xlsx',
        schedule: 'monthly',
        recipients: ['ana@example.com', 'ben@example.org'],
      },
    });
    expect(await screen.findByText('Scheduled report “Monthly by country” saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await screen.findByRole('rowheader', { name: /Monthly by country/ });
  });

  it('edits a report, sending the whole breakdown with the attribution chosen', async () => {
    const user = userEvent.setup();
    render();
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Weekly by show' });
    expect(within(dialog).getByRole('textbox', { name: /Report name/ })).toHaveValue('Weekly by show');
    const windowField = within(dialog).getByRole('textbox', { name: 'Attribution window (days)' });
    await user.type(windowField, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PATCH',
      path: `/scheduled-reports/${REPORT_ID}`,
      body: {
        name: 'Weekly by show',
        breakdown: { dimension: 'show', period: 'previous_week', attribution_window_days: 7 },
        recipients: ['ana@example.com', 'ben@example.com'],
      },
    });
  });

  it('pauses, sends now and shows the history of sendings', async () => {
    const user = userEvent.setup();
    render();
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Pause' }));
    expect(
      await screen.findByText('“Weekly by show” is paused: nothing is sent until you resume it.'),
    ).toBeInTheDocument();
    expect(writes[0]).toEqual({
      method: 'PATCH',
      path: `/scheduled-reports/${REPORT_ID}`,
      body: { paused: true },
    });
    const table = screen.getByRole('table', { name: 'Scheduled reports' });
    await within(table).findByText('Paused');
    expect(within(await openActions(user)).getByRole('menuitem', { name: 'Resume' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Send now' }));
    expect(await screen.findByText('“Weekly by show” was sent to 2 recipients.')).toBeInTheDocument();
    expect(writes.at(-1)).toMatchObject({ method: 'POST', path: `/scheduled-reports/${REPORT_ID}/run` });

    runAnswer = {
      ...RUN,
      status: 'failed',
      filename: null,
      rows: null,
      error: 'The mail server refused the message.',
    };
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Send now' }));
    expect(
      await screen.findByText('The report could not be sent: The mail server refused the message.'),
    ).toBeInTheDocument();

    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'History' }));
    const history = await screen.findByRole('table', { name: 'History of Weekly by show' });
    const rows = await within(history).findAllByRole('row');
    expect(rows.slice(1).map((one) => one.textContent)).toEqual([
      expect.stringContaining('weekly-by-show-2026-11-16-2026-11-22.csv4 rows'),
      expect.stringContaining('Failed: The mail server refused the message.'),
    ]);
  });

  it('deletes a report after asking', async () => {
    const user = userEvent.setup();
    render();
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete “Weekly by show”?' });
    await user.click(within(question).getByRole('button', { name: 'Delete report' }));
    expect(await screen.findByText('“Weekly by show” deleted.')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'DELETE', path: `/scheduled-reports/${REPORT_ID}`, body: undefined }]);
    expect(await screen.findByText('No scheduled reports yet')).toBeInTheDocument();
  });

  it('shows a reporting user the reports and their history, and nothing to change', async () => {
    viewer = { ...viewer, role: 7 };
    const user = userEvent.setup();
    const { container } = render();
    await screen.findByRole('rowheader', { name: /Weekly by show/ });
    expect(screen.queryByRole('button', { name: 'New scheduled report' })).not.toBeInTheDocument();
    const menu = await openActions(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['History']);
    await user.keyboard('{Escape}');
    expect(enabledControls(container, [/Actions for /])).toEqual([]);
  });

  it('says when the list cannot load, in German too', async () => {
    listStatus = 503;
    render('de');
    expect(
      await screen.findByText('Die geplanten Berichte konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });
});

import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { parseDate } from '@internationalized/date';
import { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Reporting } from './Reporting.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
const PERIOD = { start: parseDate('2026-11-01'), end: parseDate('2026-11-02') };
const row = (date: string, impressions: number, conversions: number) => ({
  date,
  campaign_id: CAMPAIGN,
  campaign_name: 'Spring Sale — Podcasts',
  impressions,
  reach: impressions / 4,
  listens: impressions - 100,
  clicks: 10,
  spend: impressions / 50,
  conversions,
  cpm: 20,
  cpa: conversions ? impressions / 50 / conversions : null,
  simulated: true,
});
const EVENT_TYPES = [
  {
    id: 'e0000000-0000-4000-8000-000000000001',
    name: 'purchase',
    event_type: 'conversion',
    count: 1234,
    last_seen_at: '2026-11-02T10:00:00Z',
  },
  {
    id: 'e0000000-0000-4000-8000-000000000002',
    name: 'signup',
    event_type: 'conversion',
    count: 0,
    last_seen_at: null,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000003',
    name: 'home',
    event_type: 'page_view',
    count: 56,
    last_seen_at: null,
  },
  {
    id: 'e0000000-0000-4000-8000-000000000004',
    name: 'wishlist',
    event_type: 'wishlist_add',
    count: 7,
    last_seen_at: null,
  },
];
const CSV = 'date,campaign_id,campaign_name,impressions,reach,spend,conversions,cpm,cpa\r\n';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

describe('Reporting', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let failing: Set<string>;
  let rows: ReturnType<typeof row>[];
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://api').pathname.replace(
        `/v1/companies/${ADVERTISER}`,
        '',
      );
      if (failing.has(path)) return json(response, 503, {});
      if (path === '/reporting') return json(response, 200, rows);
      if (path === '/metrics/event-types') return json(response, 200, EVENT_TYPES);
      if (path === '/reporting/download') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        return void response.end(CSV);
      }
      json(response, 404, {});
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    failing = new Set();
    rows = [row('2026-11-01', 4000, 2), row('2026-11-02', 6000, 0)];
    server.received.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  const render = (locale = 'en') =>
    renderWithProvider(<Reporting advertiserId={ADVERTISER} defaultPeriod={PERIOD} />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      locale,
    });
  const cells = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) =>
        [...tableRow.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map(
          (cell) => cell.textContent,
        ),
      );

  it('lists delivery per campaign and day of the period', async () => {
    render();
    const table = await screen.findByRole('grid', { name: 'Delivery per campaign and day' });
    await within(table).findAllByRole('rowheader');
    expect(cells(table)).toEqual([
      ['Nov 1, 2026', 'Spring Sale — Podcasts', '4,000', '1,000', '$80.00', '2', '$20.00', '$40.00'],
      ['Nov 2, 2026', 'Spring Sale — Podcasts', '6,000', '1,500', '$120.00', '0', '$20.00', '—'],
    ]);
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/reporting?startDate=2026-11-01&endDate=2026-11-02`,
    );
  });

  it('says when the period has no delivery', async () => {
    rows = [];
    render();
    expect(await screen.findByText('No delivery in this period')).toBeInTheDocument();
  });

  it('lists the conversion events received from the pixel', async () => {
    render();
    const events = await screen.findByRole('grid', { name: 'Conversion events' });
    await within(events).findAllByRole('rowheader');
    expect(cells(events)).toEqual([
      ['purchase', 'Conversion', '1,234', expect.stringMatching(/^Nov 2, 2026/)],
      ['signup', 'Conversion', '0', 'Never'],
      ['home', 'Page view', '56', 'Never'],
      // A type the catalogue does not know yet reads as words, not as the raw value.
      ['wishlist', 'Wishlist add', '7', 'Never'],
    ]);
  });

  it('names the event types in the provider locale', async () => {
    render('de');
    const events = await screen.findByRole('grid', { name: 'Conversion-Ereignisse' });
    await within(events).findAllByRole('rowheader');
    expect(cells(events).map(([name, type]) => [name, type])).toEqual([
      ['purchase', 'Conversion'],
      ['signup', 'Conversion'],
      ['home', 'Seitenaufruf'],
      ['wishlist', 'Wishlist add'],
    ]);
    expect(within(events).queryByText('Page view')).toBeNull();
  });

  it('says "Failed to load report" and "Failed to load events" when they fail', async () => {
    failing = new Set(['/reporting', '/metrics/event-types']);
    render();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [report, events] = screen.getAllByRole('alert');
    expect(report).toHaveTextContent('Failed to load report');
    expect(events).toHaveTextContent('Failed to load events');
  });

  it('downloads the period as report-{startDate}-{endDate}.csv', async () => {
    const user = userEvent.setup();
    const saved: { name: string; type: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', type: (blob as Blob).type });
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    render();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText('The report was downloaded.');
    expect(saved).toEqual([{ name: 'report-2026-11-01-2026-11-02.csv', type: 'text/csv' }]);
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/reporting/download?startDate=2026-11-01&endDate=2026-11-02`,
    );
  });
});

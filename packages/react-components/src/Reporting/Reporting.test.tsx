import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { parseDate } from '@internationalized/date';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { Reporting } from './Reporting.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
const OTHER_CAMPAIGN = 'c0000000-0000-4000-8000-000000000002';
const PERIOD = { start: parseDate('2026-11-01'), end: parseDate('2026-11-02') };
const metrics = (impressions: number, conversions: number) => ({
  impressions,
  reach: impressions / 4,
  listens: impressions - 100,
  clicks: 10,
  spend: impressions / 50,
  conversions,
  pixel_conversions: Math.min(1, conversions),
  modeled_conversions: conversions - Math.min(1, conversions),
  conversion_value: conversions * 40,
  cpm: 20,
  cpa: conversions ? impressions / 50 / conversions : null,
  roas: conversions ? (conversions * 40) / (impressions / 50) : 0,
});
const row = (key: string, label: string, impressions: number, conversions: number) => ({
  key,
  label,
  ...metrics(impressions, conversions),
});
const breakdownOf = (rows: ReturnType<typeof row>[]) => ({
  rows,
  totals: {
    ...metrics(
      rows.reduce((sum, one) => sum + one.impressions, 0),
      rows.reduce((sum, one) => sum + one.conversions, 0),
    ),
    reach: 2000,
  },
});
const CAMPAIGN_ROWS = [
  row(CAMPAIGN, 'Spring Sale — Podcasts', 6000, 3),
  row(OTHER_CAMPAIGN, 'Weekday Mornings', 4000, 0),
];
const SHOW_ROWS = [row('item-1', 'The Daily Signal', 7000, 2), row('item-2', 'Tech Talk Tonight', 3000, 1)];
const DAY_ROWS = [row('2026-11-01', '2026-11-01', 4000, 1), row('2026-11-02', '2026-11-02', 6000, 2)];
const PREVIOUS_ROWS = [
  row(CAMPAIGN, 'Spring Sale — Podcasts', 4000, 3),
  row(OTHER_CAMPAIGN, 'Weekday Mornings', 5000, 1),
];
const INCREMENTALITY = {
  exposed: { users: 200_000, conversions: 3100 },
  control: { users: 20_000, conversions: 250 },
  lift: 0.24,
  ci_low: 0.091,
  ci_high: 0.4094,
  confidence_level: 0.95,
  significant: true,
  method: 'log_relative_risk_z_interval',
  reason: null,
};
const LAG = {
  buckets: [
    { days: 0, conversions: 2, share: 0.2 },
    { days: 1, conversions: 5, share: 0.5 },
    { days: 2, conversions: 3, share: 0.3 },
  ],
};
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

vi.setConfig({ testTimeout: 20_000 });

describe('Reporting', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let failing: Set<string>;
  let empty: boolean;
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const path = url.pathname.replace(`/v1/companies/${ADVERTISER}`, '');
      if (failing.has(path)) return json(response, 503, {});
      if (path === '/metrics/breakdown') {
        if (empty) return json(response, 200, breakdownOf([]));
        const previous = url.searchParams.get('start_date') !== '2026-11-01';
        const dimension = url.searchParams.get('dimension');
        const rows =
          dimension === 'country'
            ? [row('US', 'United States', 6000, 2), row('DE', 'Germany', 4000, 1)]
            : dimension === 'device'
              ? [row('smart_speaker', 'Smart speakers', 10000, 3)]
              : dimension === 'show'
                ? SHOW_ROWS
                : dimension === 'day'
                  ? DAY_ROWS
                  : previous
                    ? PREVIOUS_ROWS
                    : CAMPAIGN_ROWS;
        return json(response, 200, breakdownOf(rows));
      }
      if (path === '/metrics/incrementality') return json(response, 200, INCREMENTALITY);
      if (path === '/metrics/conversion-lag') return json(response, 200, LAG);
      if (path === '/metrics/event-types') return json(response, 200, EVENT_TYPES);
      if (path === '/campaigns') {
        return json(response, 200, [
          { id: CAMPAIGN, name: 'Spring Sale — Podcasts' },
          { id: OTHER_CAMPAIGN, name: 'Weekday Mornings' },
        ]);
      }
      if (path === '')
        return json(response, 200, {
          uuid: ADVERTISER,
          attribution_window_days: 14,
          attribution_model: 'linear',
        });
      json(response, 404, {});
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    failing = new Set();
    empty = false;
    server.received.length = 0;
  });
  afterEach(() => vi.restoreAllMocks());

  const render = (locale = 'en', dimension?: 'country' | 'device') =>
    renderWithProvider(
      <Reporting
        advertiserId={ADVERTISER}
        defaultPeriod={PERIOD}
        {...(dimension ? { defaultReport: { dimension } } : {})}
      />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
        locale,
      },
    );
  const cells = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) =>
        [...tableRow.querySelectorAll('th[scope="row"], td')].map((cell) => cell.textContent),
      );

  const breakdownRequests = () => server.received.filter((line) => line.includes('/metrics/breakdown'));

  it('breaks the period down by campaign: every figure, the totals last', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await within(table).findAllByRole('rowheader');
    expect(cells(table)).toEqual([
      [
        'Spring Sale — Podcasts',
        '6,000',
        '1,500',
        '5,900',
        '10',
        '$120.00',
        '3',
        '1',
        '2',
        '$120.00',
        '$20.00',
        '$40.00',
        '1×',
      ],
      [
        'Weekday Mornings',
        '4,000',
        '1,000',
        '3,900',
        '10',
        '$80.00',
        '0',
        '0',
        '0',
        '$0.00',
        '$20.00',
        '—',
        '0×',
      ],
      [
        'Total',
        '10,000',
        '2,000',
        '9,900',
        '10',
        '$200.00',
        '3',
        '1',
        '2',
        '$120.00',
        '$20.00',
        '$66.67',
        '0.6×',
      ],
    ]);
    // The advertiser's attribution settings apply until the user picks others, so none is sent.
    expect(breakdownRequests()).toEqual([
      `GET /v1/companies/${ADVERTISER}/metrics/breakdown?dimension=campaign&start_date=2026-11-01&end_date=2026-11-02`,
    ]);
    expect(await screen.findByRole('textbox', { name: 'Attribution window (days)' })).toHaveValue('14');
    expect(
      screen.getByRole('img', { name: /^Impressions by Campaign\. Highest: 6,000 for Spring Sale/ }),
    ).toBeInTheDocument();
  });

  it('breaks down by show as bars and by day as a time series', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await user.click(screen.getByRole('button', { name: /Break down by/ }));
    // The select's code loads when it is reached for: its options show once it has.
    await user.click(await screen.findByRole('option', { name: 'Show' }));
    const shows = await screen.findByRole('table', { name: 'Breakdown by Show' });
    await within(shows).findByRole('rowheader', { name: 'The Daily Signal' });
    const bars = screen.getByRole('img', { name: /^Impressions by Show/ });
    expect([...bars.querySelectorAll('rect')].map((bar) => bar.getAttribute('data-value'))).toEqual([
      '7000',
      '3000',
    ]);

    await user.click(screen.getByRole('button', { name: /Break down by/ }));
    await user.click(await screen.findByRole('option', { name: 'Day' }));
    const days = await screen.findByRole('table', { name: 'Breakdown by Day' });
    await within(days).findByRole('rowheader', { name: 'Nov 1, 2026' });
    const series = screen.getByRole('img', { name: /^Impressions by Day/ });
    expect(series.querySelector('[data-series="current"]')).not.toBeNull();
    expect(
      breakdownRequests().map((line) =>
        new URL(line.split(' ')[1] ?? '', 'http://api').searchParams.get('dimension'),
      ),
    ).toEqual(['campaign', 'show', 'day']);
  });

  it('compares with the previous period: a second query, the changes in the rows and totals', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await user.click(screen.getByRole('switch', { name: 'Compare with the previous period' }));
    const table = await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await within(table).findAllByText('+50%');
    const [spring, mornings, total] = cells(table);
    // Impressions: 6,000 against 4,000, 4,000 against 5,000, 10,000 against 9,000.
    expect(spring?.[1]).toBe('6,000+50% compared with the previous period');
    expect(mornings?.[1]).toBe('4,000-20% compared with the previous period');
    expect(total?.[1]).toBe('10,000+11% compared with the previous period');
    expect(breakdownRequests()).toContain(
      `GET /v1/companies/${ADVERTISER}/metrics/breakdown?dimension=campaign&start_date=2026-10-30&end_date=2026-10-31`,
    );
    // The chart draws the previous period's bar beside each campaign's.
    const chart = screen.getByRole('img', { name: /^Impressions by Campaign/ });
    expect(
      [...chart.querySelectorAll('[data-previous-value]')].map((bar) =>
        bar.getAttribute('data-previous-value'),
      ),
    ).toEqual(['4000', '5000']);
  });

  it('sorts by a figure, keeping the totals last', async () => {
    const user = userEvent.setup();
    render();
    const table = await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await within(table).findAllByRole('rowheader');
    await user.click(
      within(within(table).getByRole('columnheader', { name: 'Impressions' })).getByRole('button'),
    );
    expect(cells(table).map(([label]) => label)).toEqual([
      'Weekday Mornings',
      'Spring Sale — Podcasts',
      'Total',
    ]);
    await user.click(
      within(within(table).getByRole('columnheader', { name: /Impressions/ })).getByRole('button'),
    );
    expect(cells(table).map(([label]) => label)).toEqual([
      'Spring Sale — Podcasts',
      'Weekday Mornings',
      'Total',
    ]);
  });

  it('asks for the campaigns, attribution window and model chosen', async () => {
    const user = userEvent.setup();
    renderWithProvider(
      <Reporting
        advertiserId={ADVERTISER}
        defaultPeriod={PERIOD}
        defaultReport={{ campaignIds: [CAMPAIGN] }}
      />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await user.click(screen.getByRole('button', { name: /Attribution model/ }));
    await user.click(await screen.findByRole('option', { name: 'First touch' }));
    const window = screen.getByRole('textbox', { name: 'Attribution window (days)' });
    await user.clear(window);
    await user.type(window, '7');
    await user.tab();
    await waitFor(() =>
      expect(breakdownRequests().at(-1)).toBe(
        `GET /v1/companies/${ADVERTISER}/metrics/breakdown?dimension=campaign&start_date=2026-11-01&end_date=2026-11-02&campaign_ids=${CAMPAIGN}&attribution_window_days=7&attribution_model=first_touch`,
      ),
    );
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/metrics/incrementality?start_date=2026-11-01&end_date=2026-11-02&campaign_ids=${CAMPAIGN}`,
    );
  });

  it('says when the period has no delivery', async () => {
    empty = true;
    render();
    expect(await screen.findByText('No delivery in this period')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Impressions by Campaign/ })).toBeNull();
  });

  it('charts the conversion lag and gives the incrementality verdict', async () => {
    render();
    expect(
      await screen.findByRole('img', {
        name: "Share of pixel conversions by days since the listener's first exposure. Most came on day 1 (50%).",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('The ads raised conversions by 24% (95% interval 9% to 41%).'),
    ).toBeInTheDocument();
  });

  it('lists the conversion events received from the pixel', async () => {
    render();
    const events = await screen.findByRole('table', { name: 'Conversion events' });
    await within(events).findAllByRole('rowheader');
    expect(cells(events)).toEqual([
      ['purchase', 'Conversion', '1,234', expect.stringMatching(/^Nov 2, 2026/)],
      ['signup', 'Conversion', '0', 'Never'],
      ['home', 'Page view', '56', 'Never'],
      // A type the catalogue does not know yet reads as words, not as the raw value.
      ['wishlist', 'Wishlist add', '7', 'Never'],
    ]);
  });

  it('names countries, devices and dayparts in the provider locale', async () => {
    const { unmount } = render('de', 'country');
    const countries = await screen.findByRole('table', { name: 'Aufschlüsselung nach Land' });
    expect(
      await within(countries).findByRole('rowheader', { name: 'Vereinigte Staaten' }),
    ).toBeInTheDocument();
    expect(within(countries).getByRole('rowheader', { name: 'Deutschland' })).toBeInTheDocument();
    unmount();
    render('de', 'device');
    const devices = await screen.findByRole('table', { name: 'Aufschlüsselung nach Gerät' });
    expect(await within(devices).findByRole('rowheader', { name: 'Smart Speaker' })).toBeInTheDocument();
  });

  it('names the event types in the provider locale', async () => {
    render('de');
    const events = await screen.findByRole('table', { name: 'Conversion-Ereignisse' });
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
    failing = new Set(['/metrics/breakdown', '/metrics/event-types']);
    render();
    expect(await screen.findByText('Failed to load report')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load events')).toBeInTheDocument();
    // Nothing to export without a report.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  const captureDownloads = () => {
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    return saved;
  };

  it('exports the breakdown as report-{dimension}-{start}-{end}.csv, totals included', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    render();
    await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('The report was downloaded.');
    expect(saved.map((file) => file.name)).toEqual(['report-campaign-2026-11-01-2026-11-02.csv']);
    const lines = (await saved[0]?.blob.text())?.split('\r\n');
    expect(lines?.[0]).toBe(
      'Key,Campaign,Impressions,Reach,Listens,Clicks,Spend,Conversions,Pixel conversions,Modeled conversions,Conversion value,CPM,CPA,ROAS',
    );
    expect(lines?.[1]).toBe(`${CAMPAIGN},Spring Sale — Podcasts,6000,1500,5900,10,120,3,1,2,120,20,40,1`);
    expect(lines?.at(-1)).toBe(',Total,10000,2000,9900,10,200,3,1,2,120,20,66.66666666666667,0.6');
  });

  it('exports the breakdown as an XLSX workbook', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    render();
    await screen.findByRole('table', { name: 'Breakdown by Campaign' });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await screen.findByText('The report was downloaded.');
    expect(saved.map((file) => file.name)).toEqual(['report-campaign-2026-11-01-2026-11-02.xlsx']);
    // An XLSX file is a zip archive: it starts with the zip signature.
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
  });
});

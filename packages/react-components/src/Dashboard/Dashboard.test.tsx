import '@testing-library/jest-dom/vitest';
import { createMemoryTokenStore } from '@earshot/sdk-core';
import { parseDate } from '@internationalized/date';
import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startServer } from '../../test/httpServer.ts';
import { nodeFetch } from '../../test/nodeFetch.ts';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { INCREMENTALITY_FIXTURES } from '../testing/inMemoryMeasurement.ts';
import { Dashboard } from './Dashboard.tsx';

const ADVERTISER = '6f1c1b8e-8a57-4a36-9d1c-0d5a1f1e2a01';
const PERIOD = { start: parseDate('2026-11-01'), end: parseDate('2026-11-03') };
const SERIES = [
  { date: '2026-11-01', impressions: 4000, spend: 80, conversions: 3, listens: 3600, clicks: 16 },
  { date: '2026-11-02', impressions: 6500, spend: 130, conversions: 5, listens: 5800, clicks: 21 },
  { date: '2026-11-03', impressions: 1500, spend: 30, conversions: 0, listens: 1400, clicks: 4 },
];
const NOT_ENOUGH_DATA = INCREMENTALITY_FIXTURES.not_enough_data;
const metrics = (conversions = 8) => ({
  totals: {
    impressions: 12000,
    spend: 240,
    conversions,
    reach: 4100,
    listens: 10800,
    clicks: 41,
    cpm: 20,
    cpa: conversions ? 30 : null,
  },
  series: SERIES,
  lift: null,
  simulated: true,
});

vi.setConfig({ testTimeout: 20_000 });

describe('Dashboard', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let failing: Set<string>;
  let incrementality: (typeof INCREMENTALITY_FIXTURES)[keyof typeof INCREMENTALITY_FIXTURES];
  beforeAll(async () => {
    server = await startServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://api');
      const path = url.pathname.replace(`/v1/companies/${ADVERTISER}`, '');
      if ([...failing].some((prefix) => path.startsWith(prefix))) return json(response, 503, {});
      if (path === '/metrics/aggregate' || path === '/metrics/aggregate_cpa')
        return json(response, 200, metrics());
      if (path === '/metrics/incrementality') return json(response, 200, incrementality);
      if (path.startsWith('/metrics/report/')) {
        const name = path.split('/').pop();
        return json(response, 200, { url: `http://reports.example/v1/dashboards/${name}?token=signed` });
      }
      json(response, 404, {});
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    failing = new Set();
    incrementality = INCREMENTALITY_FIXTURES.raised;
    server.received.length = 0;
  });

  const render = (locale = 'en') =>
    renderWithProvider(<Dashboard advertiserId={ADVERTISER} defaultPeriod={PERIOD} />, {
      locale,
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
  const kpi = (id: string) => document.querySelector(`[data-kpi="${id}"] dd`)?.textContent;

  it('opens on the CPM dashboard: key figures of the period and a bar per day, the figures also as a table', async () => {
    render();
    expect(screen.getByRole('tab', { name: 'CPM', selected: true })).toBeInTheDocument();
    await screen.findByText('These figures include simulated delivery (demo data).');
    expect(kpi('impressions')).toBe('12,000');
    expect(kpi('reach')).toBe('4,100');
    expect(kpi('spend')).toBe('$240.00');
    expect(kpi('cpm')).toBe('$20.00');
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/metrics/aggregate?startDate=2026-11-01&endDate=2026-11-03`,
    );

    const chart = screen.getByRole('img', {
      name: 'Impressions per day from Nov 1, 2026 to Nov 3, 2026. Highest: 6,500 on Nov 2, 2026.',
    });
    const bars = chart.querySelectorAll('rect');
    expect([...bars].map((bar) => bar.getAttribute('data-value'))).toEqual(['4000', '6500', '1500']);
    // The highest day fills the height; the others are in proportion.
    expect(Number(bars[1]?.getAttribute('height'))).toBeGreaterThan(Number(bars[0]?.getAttribute('height')));
    const table = within(chart.closest('figure') as HTMLElement).getByRole('table', { hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['DateImpressions per day', 'Nov 1, 20264,000', 'Nov 2, 20266,500', 'Nov 3, 20261,500']);
  });

  it('draws a value axis and date labels under the columns', async () => {
    render();
    const chart = await screen.findByRole('img', { name: /^Impressions per day/ });
    const figure = chart.closest('figure') as HTMLElement;
    const [values, days] = [...figure.querySelectorAll('ul[aria-hidden="true"]')].map((axis) =>
      [...axis.querySelectorAll('li')].map((label) => label.textContent),
    );
    // Nice steps up to the highest day (6,500), each label written once and once more to size the axis.
    expect(values?.slice(0, values.length / 2)).toEqual(['0', '2,000', '4,000', '6,000']);
    expect(days).toEqual(['Nov 1, 2026', 'Nov 2, 2026', 'Nov 3, 2026']);
  });

  it('switches to the CPA dashboard and to CPA Incrementality, which shows the lift with its interval', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('These figures include simulated delivery (demo data).');
    await user.click(screen.getByRole('tab', { name: 'CPA' }));
    await screen.findByRole('img', { name: /^Conversions per day/ });
    expect(kpi('conversions')).toBe('8');
    expect(kpi('cpa')).toBe('$30.00');
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/metrics/aggregate_cpa?startDate=2026-11-01&endDate=2026-11-03`,
    );

    await user.click(screen.getByRole('tab', { name: 'CPA Incrementality' }));
    await screen.findByRole('heading', { level: 2, name: 'Incrementality' });
    expect(
      await screen.findByText('The ads raised conversions by 24% (95% interval 9% to 41%).'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Conversion rate: 1.55% of exposed listeners, 1.25% of the control group.',
      }),
    ).toBeInTheDocument();
    const interval = screen.getByRole('img', { name: 'Lift 24%, 95% interval from 9% to 41%.' });
    expect(interval.querySelector('[data-low="0.091"][data-high="0.4094"]')).not.toBeNull();
    expect(server.received).toContain(
      `GET /v1/companies/${ADVERTISER}/metrics/incrementality?start_date=2026-11-01&end_date=2026-11-03`,
    );
  });

  it('switches dashboards from the keyboard as tabs do: one tab stop, arrows, Home and End', async () => {
    const user = userEvent.setup();
    const onKindChange = vi.fn();
    renderWithProvider(
      <Dashboard advertiserId={ADVERTISER} defaultPeriod={PERIOD} onKindChange={onKindChange} />,
      {
        client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const cpm = screen.getByRole('tab', { name: 'CPM' });
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', cpm.id);
    expect(cpm).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);

    cpm.focus();
    await user.keyboard('{ArrowRight}');
    const cpa = screen.getByRole('tab', { name: 'CPA', selected: true });
    expect(cpa).toHaveFocus();
    expect(onKindChange).toHaveBeenLastCalledWith(6);
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', cpa.id);
    await screen.findByRole('img', { name: /^Conversions per day/ });

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'CPA Incrementality', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'CPM', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'CPA Incrementality', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'CPM', selected: true })).toHaveFocus();
    expect(onKindChange.mock.calls.map(([kind]) => kind)).toEqual([6, 7, 5, 7, 5]);
  });

  it('says there is not enough data yet instead of a lift', async () => {
    incrementality = NOT_ENOUGH_DATA;
    renderWithProvider(<Dashboard advertiserId={ADVERTISER} defaultPeriod={PERIOD} defaultKind={7} />, {
      client: { baseUrl: `${server.url}/v1`, tokenStore: createMemoryTokenStore(), fetch: nodeFetch },
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
    expect(await screen.findByText(/^Not enough data yet: /)).toHaveTextContent(
      'Listeners: 640 exposed, 70 control. Conversions: 9 exposed, 1 control.',
    );
    expect(screen.queryByRole('img', { name: /^Lift / })).toBeNull();
  });

  it('says "Failed to load dashboard metrics" and retries', async () => {
    const user = userEvent.setup();
    failing.add('/metrics/aggregate');
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard metrics');
    failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('These figures include simulated delivery (demo data).');
    expect(kpi('impressions')).toBe('12,000');
  });

  it('shows the report view of the dashboard for the period, or "Failed to load report"', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Show the report view' }));
    const frame = await screen.findByTitle('CPM report');
    expect(frame.getAttribute('src')).toBe(
      'http://reports.example/v1/dashboards/cpm?token=signed&startDate=2026-11-01&endDate=2026-11-03',
    );
    await user.click(screen.getByRole('button', { name: 'Hide the report view' }));
    expect(screen.queryByTitle('CPM report')).not.toBeInTheDocument();

    failing.add('/metrics/report');
    await user.click(screen.getByRole('tab', { name: 'CPA' }));
    await user.click(await screen.findByRole('button', { name: 'Show the report view' }));
    expect(await screen.findByText('Failed to load report')).toBeInTheDocument();
  });

  it('speaks the provider locale', async () => {
    render('de');
    expect(await screen.findByRole('tab', { name: 'CPA-Inkrementalität' })).toBeInTheDocument();
    await screen.findByText('Diese Zahlen enthalten simulierte Auslieferung (Demodaten).');
    expect(kpi('impressions')).toBe('12.000');
  });
});

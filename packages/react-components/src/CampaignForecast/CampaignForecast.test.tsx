import '@testing-library/jest-dom/vitest';
import type { ForecastCampaignBody } from '@earshot/validators';
import { forecastCampaignBodySchema } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubViewportObserver, viewport } from '../../test/viewportObserver.ts';
import { PlatformProvider } from '../PlatformProvider/PlatformProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  createInMemoryCampaignApi,
  FIXTURE_TODAY,
} from '../testing/inMemoryCampaignApi.ts';
import { forecastPlan } from '../testing/inMemoryForecast.ts';
import { CampaignForecast } from './CampaignForecast.tsx';

const FORECAST_PATH = `POST /v1/companies/${ADVERTISER_ID}/forecast`;

const PLAN: ForecastCampaignBody = { budget: 5000, start_date: '2026-12-01', end_date: '2026-12-31' };

/** What the in-memory API answers for `plan`, to compare the screen with. */
const expected = (plan: ForecastCampaignBody) =>
  forecastPlan(forecastCampaignBodySchema.parse(plan), CAMPAIGN_FIXTURES.playlists, FIXTURE_TODAY);

const compact = (value: number) => new Intl.NumberFormat('en', { notation: 'compact' }).format(value);

type Fetch = (request: Request) => Promise<Response>;

/** Renders the forecast of `plan` over the in-memory API; `wrap` may stand between the client and it. */
function renderForecast(plan: ForecastCampaignBody | null, wrap: (fetch: Fetch) => Fetch = (fetch) => fetch) {
  const api = createInMemoryCampaignApi();
  const client = { ...api.client(), fetch: wrap(api.fetch) };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<CampaignForecast advertiserId={ADVERTISER_ID} plan={plan} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <PlatformProvider client={client} queryClient={queryClient}>
        {children}
      </PlatformProvider>
    ),
  });
  const rerender = (next: ForecastCampaignBody | null) =>
    view.rerender(<CampaignForecast advertiserId={ADVERTISER_ID} plan={next} />);
  const forecasts = () => api.received.filter((line) => line === FORECAST_PATH).length;
  return { api, rerender, forecasts };
}

const panel = () => screen.getByRole('region', { name: 'Forecast' });
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement as HTMLElement;

// The forecast waits 300 ms for the plan to settle, then answers: slower than 1 s on a busy machine.

stubViewportObserver();

describe('CampaignForecast', { timeout: 60_000 }, () => {
  it('asks for a budget and dates while the plan has none, without a request', async () => {
    const { forecasts } = renderForecast(null);
    expect(panel()).toHaveTextContent('Enter a budget and flight dates to see a forecast');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(forecasts()).toBe(0);
  });

  it('holds the figures’ places while the first forecast loads', async () => {
    renderForecast(PLAN, () => () => new Promise<Response>(() => undefined));
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(panel()).toHaveTextContent('Loading the forecast…');
    for (const term of ['Reach', 'Impressions', 'Average frequency', 'CPM']) {
      expect(within(figure(term)).queryByText(/\d/)).toBeNull();
    }
    expect(screen.queryByText(/Delivery likelihood/)).toBeNull();
  });

  it('shows reach, impressions, frequency and CPM as ranges, with the delivery likelihood', async () => {
    renderForecast(PLAN);
    const answer = expected(PLAN);
    expect(await screen.findByText('Delivery likelihood')).toBeVisible();
    expect(screen.getByText('Delivery likelihood').parentElement).toHaveTextContent('High');
    expect(figure('Reach')).toHaveTextContent(`${compact(answer.reach.low)}–${compact(answer.reach.high)}`);
    expect(figure('Reach')).toHaveTextContent(`listeners · most likely ${compact(answer.reach.mid)}`);
    expect(figure('Impressions')).toHaveTextContent(
      `${compact(answer.impressions.low)}–${compact(answer.impressions.high)}`,
    );
    expect(figure('Average frequency')).toHaveTextContent(answer.average_frequency.toFixed(1));
    expect(figure('CPM')).toHaveTextContent('$18.00–$22.00');
    expect(panel()).toHaveTextContent(
      `The targeting offers ${compact(answer.available_impressions)} impressions over the flight.`,
    );
    expect(panel()).not.toHaveAttribute('aria-busy');
  });

  it('marks the plan’s budget on the reach curve and in its figures', async () => {
    renderForecast(PLAN);
    const answer = expected(PLAN);
    const last = answer.reach_curve.at(-1);
    const chart = await screen.findByRole('img', { name: /^At \$5,000, about/ });
    expect(chart).toHaveAccessibleName(
      `At $5,000, about ${compact(answer.reach.mid)} listeners; $${last?.budget.toLocaleString('en')} would reach about ${compact(last?.reach ?? 0)}.`,
    );
    await userEvent.click(screen.getByText('Show the figures'));
    const rows = within(screen.getByRole('table', { name: 'Reach by budget' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(answer.reach_curve.length);
    const marked = rows.filter((row) => within(row).queryByText(/your budget/));
    expect(marked).toHaveLength(1);
    expect(within(marked[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('$5,000 (your budget)');
  });

  it('draws the reach curve once it comes into view, its figures and sentence already there', async () => {
    viewport.offScreen = true;
    renderForecast(PLAN);
    const summary = await screen.findByText(/^At \$5,000, about/);
    expect(screen.getByText('Show the figures')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    viewport.scrollIntoView(summary);
    expect(await screen.findByRole('img', { name: summary.textContent ?? '' })).toBeTruthy();
  });

  it('sends one request for a burst of changes, keeping the last figures until the next arrive', async () => {
    const { rerender, forecasts } = renderForecast(PLAN);
    const first = expected(PLAN);
    await waitFor(() => expect(figure('Reach')).toHaveTextContent(compact(first.reach.low)));
    expect(forecasts()).toBe(1);
    // Typing 9000: a change every 80 ms, each sooner than the 300 ms the plan must stay unchanged.
    for (const budget of [9, 90, 900, 9000]) {
      rerender({ ...PLAN, budget });
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
    // The previous figures stay, marked busy, while the plan settles.
    expect(figure('Reach')).toHaveTextContent(compact(first.reach.low));
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    const last = expected({ ...PLAN, budget: 9000 });
    await waitFor(() => expect(figure('Reach')).toHaveTextContent(compact(last.reach.low)));
    expect(forecasts()).toBe(2);
    expect(panel()).not.toHaveAttribute('aria-busy');
  });

  it('cancels the request of a plan replaced before it answered', async () => {
    const signals: AbortSignal[] = [];
    const { rerender } = renderForecast(PLAN, (fetch) => async (request) => {
      if (request.url.endsWith('/forecast')) {
        signals.push(request.signal);
        await new Promise((resolve) => setTimeout(resolve, signals.length === 1 ? 1500 : 0));
      }
      return fetch(request);
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ ...PLAN, budget: 2000 });
    await waitFor(() => expect(signals).toHaveLength(2));
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(signals[1]?.aborted).toBe(false);
    const answer = expected({ ...PLAN, budget: 2000 });
    await waitFor(() => expect(figure('Reach')).toHaveTextContent(compact(answer.reach.low)));
  });

  it('says in plain words what limits delivery and how to fix it', async () => {
    const narrow = { ...PLAN, targeting: { geo: { zip_codes: ['94103'] } } };
    expect(expected(narrow).warnings.map((warning) => warning.code)).toEqual(['targeting_too_narrow']);
    renderForecast(narrow);
    const warnings = await screen.findByRole('list', { name: 'What limits delivery' });
    expect(within(warnings).getAllByRole('listitem')).toHaveLength(1);
    expect(warnings).toHaveTextContent('Targeting too narrow');
    expect(warnings).toHaveTextContent('Widen the geo, hours or audiences, or add inventory.');
    expect(screen.getByText('Delivery likelihood').parentElement).toHaveTextContent('Low');
  });

  it('translates warnings by code, and shows the server’s words for a code it does not know', async () => {
    renderForecast({ ...PLAN, max_daily_budget: 50 }, (fetch) => async (request) => {
      const response = await fetch(request);
      if (!request.url.endsWith('/forecast')) return response;
      const answer = await response.json();
      answer.warnings.push({ code: 'inventory_paused', message: 'Some shows are paused this week.' });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    const warnings = await screen.findByRole('list', { name: 'What limits delivery' });
    const items = within(warnings).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '!Daily budget limits deliveryThe maximum daily budget times the days of the flight is less than the budget. Raise the daily budget or lengthen the flight.',
      '!Some shows are paused this week.',
    ]);
  });

  it('says when the forecast fails, and loads it again on Try again', async () => {
    let failures = 1;
    renderForecast(PLAN, (fetch) => async (request) => {
      if (request.url.endsWith('/forecast') && failures > 0) {
        failures -= 1;
        return new Response(null, { status: 503 });
      }
      return fetch(request);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The forecast could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Delivery likelihood')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import '@testing-library/jest-dom/vitest';
import { parseDate } from '@internationalized/date';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { CAMPAIGN_ADVERTISER_ID, createInMemoryCampaignApi } from '../testing/inMemoryCampaignApi.ts';
import type { IncrementalityFixture } from '../testing/inMemoryMeasurement.ts';
import { Incrementality } from './Incrementality.tsx';

const PERIOD = { start: parseDate('2026-11-01'), end: parseDate('2026-11-07') };

vi.setConfig({ testTimeout: 20_000 });

const render = (incrementality: IncrementalityFixture, locale = 'en') => {
  const api = createInMemoryCampaignApi({ measurement: { incrementality } });
  renderWithProvider(
    <Incrementality advertiserId={CAMPAIGN_ADVERTISER_ID} period={PERIOD} campaignIds={['c1', 'c2']} />,
    {
      client: api.client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      locale,
    },
  );
  return api;
};

describe('Incrementality', () => {
  it('says the ads raised conversions when the interval excludes no change, and names the method', async () => {
    const api = render('raised');
    expect(
      await screen.findByText('The ads raised conversions by 24% (95% interval 9% to 41%).'),
    ).toHaveAttribute('data-verdict', 'raised');
    expect(
      screen.getByText(
        'Method: the relative risk of converting, exposed against control, with a Wald interval of its logarithm (Katz).',
      ),
    ).toBeInTheDocument();
    expect(api.received).toContain(`GET /v1/companies/${CAMPAIGN_ADVERTISER_ID}/metrics/incrementality`);
  });

  it('says there is no measurable lift yet while the interval includes no change, and draws it', async () => {
    render('no_lift');
    expect(
      await screen.findByText(
        'No measurable lift yet: 8%, and its 95% interval (-36% to 84%) still includes no change.',
      ),
    ).toHaveAttribute('data-verdict', 'no_lift');
    const interval = screen.getByRole('img', { name: 'Lift 8%, 95% interval from -36% to 84%.' });
    // The interval crosses the line of no change.
    const line = interval.querySelector('[data-low]');
    expect(Number(line?.getAttribute('x1'))).toBeLessThan(
      Number(interval.querySelector('line')?.getAttribute('x1')),
    );
  });

  it('gives the verdict in the provider locale', async () => {
    render('raised', 'de');
    expect(
      await screen.findByText(
        'Die Anzeigen haben die Conversions um 24 % gesteigert (95 %-Intervall 9 % bis 41 %).',
      ),
    ).toBeInTheDocument();
  });
});

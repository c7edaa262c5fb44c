import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignDelivery } from './CampaignDelivery.tsx';

type Campaign = ReturnType<typeof campaignFixture>;

function renderDelivery(campaign: Campaign, campaignId = campaign.id) {
  const api = createInMemoryCampaignApi({ campaigns: [campaign] });
  renderWithProvider(<CampaignDelivery advertiserId={ADVERTISER_ID} campaignId={campaignId} />, {
    client: api.client(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return screen.getByRole('region', { name: 'Delivery' });
}

const id = (n: number) => `00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`;

describe('CampaignDelivery', () => {
  it('shows spent, projected, days left and pacing, and the daily spend against the target as a table too', async () => {
    const region = renderDelivery(
      campaignFixture({
        id: id(1),
        name: 'Half way',
        status: 'running',
        budget: 1000,
        spend: 400,
        start_date: '2026-11-16',
        end_date: '2026-12-05',
      }),
    );
    await within(region).findByText('$400.00');
    expect(within(region).getByText('of $1,000.00 budget')).toBeTruthy();
    // Ten days delivered of twenty: $40 a day projects $800, under 90% of the budget.
    expect(within(region).getByText('$800.00')).toBeTruthy();
    expect(within(region).getByText('80% of budget')).toBeTruthy();
    expect(within(region).getByText('Under-delivering')).toBeTruthy();
    expect(within(region).getByText('10')).toBeTruthy();
    const chart = within(region).getByRole('img', {
      name: 'Spent $400.00 over 10 days against a target of $500.00.',
    });
    expect(chart.querySelectorAll('rect[data-spend]')).toHaveLength(10);
    expect(chart.querySelector('path')).toBeTruthy();
    await userEvent.click(within(region).getByText('Show the figures'));
    const rows = within(region).getAllByRole('row');
    // A header row and one row per flight day; the days ahead are upcoming.
    expect(rows).toHaveLength(21);
    expect(within(rows[20] as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(within(rows[20] as HTMLElement).getByText('$50.00')).toBeTruthy();
  });

  it('says when a flight starts, with nothing spent yet', async () => {
    const region = renderDelivery(
      campaignFixture({
        id: id(2),
        name: 'Later',
        status: 'scheduled',
        budget: 900,
        start_date: '2026-12-10',
        end_date: '2026-12-18',
      }),
    );
    await within(region).findByText('Starts Dec 10, 2026');
    expect(within(region).getByText('Not started')).toBeTruthy();
    expect(within(region).getByText('No delivery yet')).toBeTruthy();
    expect(within(region).getByRole('img', { name: /^Nothing spent yet/ })).toBeTruthy();
  });

  it('says when the flight is over', async () => {
    const region = renderDelivery(
      campaignFixture({
        id: id(3),
        name: 'Done',
        status: 'completed',
        budget: 500,
        spend: 497,
        start_date: '2026-10-01',
        end_date: '2026-10-31',
      }),
    );
    await within(region).findByText('The flight is over');
    expect(within(region).getByText('Ended')).toBeTruthy();
    expect(within(region).getByText('0')).toBeTruthy();
  });

  it('offers a retry when the delivery cannot be loaded', async () => {
    const region = renderDelivery(campaignFixture({ id: id(4), name: 'Gone' }), id(99));
    await within(region).findByText('The delivery could not be loaded.');
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

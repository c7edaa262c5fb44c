import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { LIST_ALERTS } from '../testing/campaignListFixtures.ts';
import { CAMPAIGN_ADVERTISER_ID, createInMemoryCampaignApi } from '../testing/inMemoryCampaignApi.ts';
import { CampaignAlerts, type CampaignAlertsProps } from './CampaignAlerts.tsx';

function renderAlerts(alerts = LIST_ALERTS, props: Partial<CampaignAlertsProps> = {}) {
  const api = createInMemoryCampaignApi({ alerts, role: props.userRole ?? 1 });
  renderWithProvider(<CampaignAlerts advertiserId={CAMPAIGN_ADVERTISER_ID} {...props} />, {
    client: api.client(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return api;
}

const items = () => within(screen.getByRole('region', { name: 'Alerts' })).getAllByRole('listitem');

describe('CampaignAlerts', { timeout: 60_000 }, () => {
  it('names each alert by its campaign and kind, with its severity and a link to the campaign', async () => {
    renderAlerts(LIST_ALERTS, { campaignHref: (id) => `/acme/campaigns/${id}` });
    await screen.findByText('Spring launch has spent its whole budget');
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Spring launch has spent its whole budget',
      'Spring launch is on course to spend less than its budget',
      'Autumn leads is spending faster than planned',
      'Spring launch has recorded no conversions yet',
      'Autumn leads has a creative that cannot play yet',
      'Spring launch ends in the next few days',
    ]);
    expect(within(items()[0] as HTMLElement).getByText(/^Critical · since/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'View campaign: Autumn leads' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/acme/campaigns/00000000-0000-4000-8000-000000000003',
      '/acme/campaigns/00000000-0000-4000-8000-000000000003',
    ]);
  });

  it('dismisses an alert, which leaves the list', async () => {
    const api = renderAlerts();
    await screen.findByText('Autumn leads is spending faster than planned');
    await userEvent.click(
      screen.getByRole('button', { name: 'Dismiss: Autumn leads is spending faster than planned' }),
    );
    await waitFor(() => expect(items()).toHaveLength(LIST_ALERTS.length - 1));
    expect(api.received).toContain(
      `POST /v1/companies/${CAMPAIGN_ADVERTISER_ID}/alerts/${LIST_ALERTS[2]?.id}/dismiss`,
    );
  });

  it('shows the alerts without dismiss buttons to view-only and reporting roles', async () => {
    renderAlerts(LIST_ALERTS, { userRole: 3 });
    await screen.findByText('Spring launch has spent its whole budget');
    expect(screen.queryByRole('button', { name: /Dismiss/ })).toBeNull();
  });

  it('says so when there is nothing to worry about', async () => {
    renderAlerts([]);
    expect(await screen.findByRole('heading', { name: 'No alerts' })).toBeTruthy();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { LIST_ALERTS } from '../testing/campaignListFixtures.ts';
import { CAMPAIGN_ADVERTISER_ID, createInMemoryCampaignApi } from '../testing/inMemoryCampaignApi.ts';
import { CampaignAlertsMenu } from './CampaignAlertsMenu.tsx';

/** Twelve open alerts: the six of the fixtures, twice. */
const TWELVE_ALERTS = [
  ...LIST_ALERTS,
  ...LIST_ALERTS.map((alert) => ({ ...alert, id: alert.id.replace('a1e7', 'b1e7') })),
];

const ALERTS_PATH = `/v1/companies/${CAMPAIGN_ADVERTISER_ID}/alerts`;

interface RenderOptions {
  role?: number;
  /** The alerts fail to load (503) until `serverBack()` is called. */
  serverDown?: boolean;
}

function renderMenu(alerts = LIST_ALERTS, { role = 1, serverDown = false }: RenderOptions = {}) {
  const api = createInMemoryCampaignApi({ alerts, role });
  let down = serverDown;
  const fetch = async (request: Request) => {
    if (down && new URL(request.url).pathname === ALERTS_PATH) return new Response(null, { status: 503 });
    return api.fetch(request);
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onNavigate = vi.fn();
  renderWithProvider(
    <CampaignAlertsMenu
      advertiserId={CAMPAIGN_ADVERTISER_ID}
      campaignHref={(id) => `/acme/campaigns/${id}/general-information`}
    />,
    { client: { ...api.client(), fetch }, queryClient, onNavigate },
  );
  const serverBack = () => {
    down = false;
  };
  return { api, queryClient, onNavigate, serverBack };
}

/** The bell, once the alerts have loaded and its name says how many are open. */
const bell = (count: number) => screen.findByRole('button', { name: `Alerts, ${count} open` });

/** What the bell's badge shows, or null without one. */
const badge = (button: HTMLElement) => button.getAttribute('data-badge');

const panel = () => screen.getByRole('dialog', { name: 'Alerts' });

/** Presses the bell and waits for its panel: the panel's code loads at the first press. */
async function openPanel(button: HTMLElement) {
  await userEvent.click(button);
  await screen.findByRole('dialog', { name: 'Alerts' });
}

describe('CampaignAlertsMenu', { timeout: 60_000 }, () => {
  it('names the bell by its count and shows no badge when nothing is open', async () => {
    renderMenu([]);
    expect(badge(await bell(0))).toBeNull();
  });

  it('shows the count of open alerts on the bell', async () => {
    renderMenu(LIST_ALERTS.slice(0, 2));
    expect(badge(await bell(2))).toBe('2');
  });

  it('caps the badge at 9+ while the name keeps the real count', async () => {
    renderMenu(TWELVE_ALERTS);
    expect(badge(await bell(12))).toBe('9+');
  });

  it('opens a list of the alerts, each linking to its campaign, and closes when a link is followed', async () => {
    const { onNavigate } = renderMenu();
    await openPanel(await bell(6));
    const items = within(panel()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Spring launch has spent its whole budget',
      'Spring launch is on course to spend less than its budget',
      'Autumn leads is spending faster than planned',
      'Spring launch has recorded no conversions yet',
      'Autumn leads has a creative that cannot play yet',
      'Spring launch ends in the next few days',
    ]);
    expect(within(items[0] as HTMLElement).getByText(/^Critical · since/)).toBeTruthy();
    const links = within(panel()).getAllByRole('link', { name: 'View campaign: Autumn leads' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/acme/campaigns/00000000-0000-4000-8000-000000000003/general-information',
      '/acme/campaigns/00000000-0000-4000-8000-000000000003/general-information',
    ]);
    await userEvent.click(links[0] as HTMLElement);
    expect(onNavigate.mock.calls[0]?.[0]).toBe(
      '/acme/campaigns/00000000-0000-4000-8000-000000000003/general-information',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('dismisses an alert: it leaves the list and the count drops', async () => {
    const { api } = renderMenu();
    await openPanel(await bell(6));
    await userEvent.click(
      within(panel()).getByRole('button', { name: 'Dismiss: Autumn leads is spending faster than planned' }),
    );
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(5));
    expect(api.received).toContain(`POST ${ALERTS_PATH}/${LIST_ALERTS[2]?.id}/dismiss`);
    expect(badge(await bell(5))).toBe('5');
  });

  it('follows the alerts whenever they load again', async () => {
    const { api, queryClient } = renderMenu(LIST_ALERTS.slice(0, 2));
    await bell(2);
    // Another tab dismisses one; a campaign status change then invalidates the alerts.
    await api.fetch(
      new Request(`http://sandbox.test${ALERTS_PATH}/${LIST_ALERTS[0]?.id}/dismiss`, { method: 'POST' }),
    );
    await queryClient.invalidateQueries();
    expect(badge(await bell(1))).toBe('1');
  });

  it('lists the alerts without dismiss buttons to view-only roles', async () => {
    renderMenu(LIST_ALERTS, { role: 3 });
    await openPanel(await bell(6));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(6);
    expect(within(panel()).queryByRole('button', { name: /Dismiss/ })).toBeNull();
  });

  it('says every campaign is on track when nothing is open', async () => {
    renderMenu([]);
    await openPanel(await bell(0));
    expect(within(panel()).getByRole('heading', { name: 'No alerts' })).toBeTruthy();
    expect(within(panel()).getByText('Every campaign is on track.')).toBeTruthy();
  });

  it('says when the alerts could not be loaded and loads them again on retry', async () => {
    const { serverBack } = renderMenu(LIST_ALERTS.slice(0, 2), { serverDown: true });
    await openPanel(screen.getByRole('button', { name: 'Alerts' }));
    expect(await within(panel()).findByText('The alerts could not be loaded.')).toBeTruthy();
    expect(badge(screen.getByRole('button', { name: 'Alerts' }))).toBeNull();
    serverBack();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2));
    expect(badge(await bell(2))).toBe('2');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  LIST_CAMPAIGNS as CAMPAIGNS,
  DELIVERY_CAMPAIGNS,
  listCampaignId as id,
} from '../testing/campaignListFixtures.ts';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignList, type CampaignListProps } from './CampaignList.tsx';

function renderList(
  api = createInMemoryCampaignApi({ campaigns: CAMPAIGNS }),
  props: Partial<CampaignListProps> = {},
) {
  renderWithProvider(<CampaignList advertiserId={ADVERTISER_ID} {...props} />, {
    client: api.client(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  });
  return api;
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

/** Opens the row's actions menu and names its items. */
const menuItems = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return within(await screen.findByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('CampaignList', { timeout: 60_000 }, () => {
  it("says 'advertiserId is required' without an advertiser and asks nothing", async () => {
    const api = renderList(createInMemoryCampaignApi(), { advertiserId: undefined });
    expect(screen.getByRole('alert').textContent).toBe('advertiserId is required');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.received).toEqual([]);
  });

  it('shows status, goal, delivery against the budget, dates and key metrics, latest start first', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(names()).toEqual(['Autumn leads', 'Summer drive', 'Spring launch']);
    const spring = screen.getByRole('row', { name: /Spring launch/ });
    const cells = within(spring)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Running',
      'Sales',
      '$1,200.00 of $5,000.00Not started',
      'Mar 1, 2027 – May 31, 2027',
      '400,000',
      '$3.00',
    ]);
    expect(within(spring).getByRole('meter', { name: 'Spent $1,200.00 of $5,000.00' })).toBeTruthy();
    expect(screen.getByText('3 campaigns')).toBeTruthy();
    expect(within(spring).getByRole('link', { name: 'Spring launch' }).getAttribute('href')).toBe(
      `campaigns/${id(1)}`,
    );
  });

  it('searches by name, filters by status and sorts by a column', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Campaigns' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'dr');
    expect(names()).toEqual(['Summer drive']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    await userEvent.click(screen.getByRole('button', { name: /Status/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    expect(names()).toEqual(['Autumn leads']);
    await userEvent.click(screen.getByRole('button', { name: /Status/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Impressions' })).getByRole('button'),
    );
    expect(names()).toEqual(['Summer drive', 'Autumn leads', 'Spring launch']);
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Impressions/ })).getByRole('button'),
    );
    expect(names()).toEqual(['Spring launch', 'Autumn leads', 'Summer drive']);
  });

  it('filters by delivery state and sorts by delivery, then pacing', async () => {
    renderList(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    const deliveryOf = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) })).getByText(/of plan|Not started|Ended/)
        .textContent;
    expect(deliveryOf('Morning commute')).toBe('Under-delivering · 60% of plan');
    expect(deliveryOf('Black Friday blitz')).toBe('Over-delivering · 140% of plan');
    await userEvent.click(screen.getByRole('button', { name: /Delivery/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'Over-delivering' }));
    expect(names()).toEqual(['Black Friday blitz']);
    await userEvent.click(screen.getByRole('button', { name: /Delivery/, expanded: false }));
    await userEvent.click(await screen.findByRole('option', { name: 'All delivery states' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Delivery' })).getByRole('button'));
    expect(names()).toEqual([
      'Autumn leads',
      'Spring launch',
      'Summer drive',
      'Holiday podcasts',
      'Morning commute',
      'Black Friday blitz',
      'Back to school',
    ]);
  });

  it('pauses and resumes a campaign from its row, which shows the new status and delivery', async () => {
    const api = renderList(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    const row = () => screen.getByRole('row', { name: /Holiday podcasts/ });
    expect(within(row()).getByText('Running')).toBeTruthy();
    expect(await menuItems('Holiday podcasts')).toEqual(['Edit', 'Pause', 'End', 'Duplicate', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('“Holiday podcasts” is paused')).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText('Paused')).toBeTruthy());
    // Paused, it spends nothing more: what it has spent is what it will have spent.
    expect(within(row()).getByText('Under-delivering · 98% of plan')).toBeTruthy();
    expect(api.received).toContain(`POST /v1/companies/${ADVERTISER_ID}/campaigns/${id(4)}/status`);

    expect(await menuItems('Holiday podcasts')).toEqual(['Edit', 'Resume', 'End', 'Duplicate', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Resume' }));
    expect(await screen.findByText('“Holiday podcasts” is resumed')).toBeTruthy();
    await waitFor(() => expect(within(row()).getByText('Running')).toBeTruthy());
    expect(api.campaigns.get(id(4))?.status).toBe('running');
  });

  it('offers Launch for a draft, and nothing to change for a completed campaign', async () => {
    renderList(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(await menuItems('Summer drive')).toEqual(['Edit', 'Launch', 'Duplicate', 'Delete']);
    await userEvent.keyboard('{Escape}');
    expect(await menuItems('Back to school')).toEqual(['Edit', 'Duplicate', 'Delete']);
  });

  it('ends a campaign only after confirmation; Cancel changes nothing', async () => {
    const api = renderList(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    await menuItems('Black Friday blitz');
    await userEvent.click(screen.getByRole('menuitem', { name: 'End' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End “Black Friday blitz”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /^End/ })).toBeNull());
    expect(api.received.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(api.campaigns.get(id(6))?.status).toBe('running');

    await menuItems('Black Friday blitz');
    await userEvent.click(screen.getByRole('menuitem', { name: 'End' }));
    const again = await screen.findByRole('alertdialog', { name: 'End “Black Friday blitz”?' });
    await userEvent.click(within(again).getByRole('button', { name: 'End campaign' }));
    const row = () => screen.getByRole('row', { name: /Black Friday blitz/ });
    await waitFor(() => expect(within(row()).getByText('Completed')).toBeTruthy());
    expect(within(row()).getByText('Ended')).toBeTruthy();
    expect(api.campaigns.get(id(6))?.status).toBe('completed');
  });

  it('keeps the list and shows the server’s message when the status changed meanwhile', async () => {
    const api = renderList(createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    const holiday = api.campaigns.get(id(4));
    if (holiday) api.campaigns.set(id(4), { ...holiday, status: 'completed' });
    await menuItems('Holiday podcasts');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(
      await screen.findByText('The campaign is completed: only scheduled, running campaigns allow pause'),
    ).toBeTruthy();
    expect(screen.queryByText('“Holiday podcasts” is paused')).toBeNull();
    expect(names()).toHaveLength(DELIVERY_CAMPAIGNS.length);
    expect(within(screen.getByRole('row', { name: /Holiday podcasts/ })).getByText('Running')).toBeTruthy();
  });

  it('pages through the campaigns', async () => {
    renderList(undefined, { pageSize: 2 });
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(names()).toEqual(['Autumn leads', 'Summer drive']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Spring launch']);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('duplicates a campaign as a draft copy', async () => {
    const api = renderList();
    await screen.findByRole('table', { name: 'Campaigns' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Summer drive' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('link', { name: 'Copy of Summer drive' })).toBeTruthy();
    const copy = [...api.campaigns.values()].find((campaign) => campaign.name === 'Copy of Summer drive');
    expect(copy).toMatchObject({ status: 'draft', budget: 9000, goal: 'brand' });
    expect(screen.getByText('Summer drive was duplicated as a draft.')).toBeTruthy();
  });

  it('deletes a campaign only after confirmation', async () => {
    const api = renderList();
    await screen.findByRole('table', { name: 'Campaigns' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spring launch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring launch?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.campaigns.has(id(1))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spring launch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog', { name: 'Delete Spring launch?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Spring launch' })).toBeNull());
    expect(api.campaigns.has(id(1))).toBe(false);
    expect(api.received).toContain(`DELETE /v1/companies/${ADVERTISER_ID}/campaigns/${id(1)}`);
  });

  it('keeps the campaign and says why when the server refuses the delete', async () => {
    const api = renderList();
    await screen.findByRole('table', { name: 'Campaigns' });
    api.failNextWrite({});
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spring launch' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Spring launch?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Some fields are not valid')).toBeTruthy();
    expect(screen.queryByText('Spring launch was deleted.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Spring launch' })).toBeTruthy();
    expect(api.campaigns.has(id(1))).toBe(true);
  });

  it.each([3, 4])('shows statuses but offers only viewing to role %i', async (role) => {
    renderList(createInMemoryCampaignApi({ role, campaigns: CAMPAIGNS }));
    await screen.findByRole('table', { name: 'Campaigns' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull());
    expect(within(screen.getByRole('row', { name: /Spring launch/ })).getByText('Running')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spring launch' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit']);
  });

  it('invites to create the first campaign when there is none', async () => {
    renderList(createInMemoryCampaignApi());
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe('campaigns/new');
  });
});

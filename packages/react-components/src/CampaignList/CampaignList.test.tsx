import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import { LIST_CAMPAIGNS as CAMPAIGNS, listCampaignId as id } from '../testing/campaignListFixtures.ts';
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

describe('CampaignList', { timeout: 60_000 }, () => {
  it("says 'advertiserId is required' without an advertiser and asks nothing", async () => {
    const api = renderList(createInMemoryCampaignApi(), { advertiserId: undefined });
    expect(screen.getByRole('alert').textContent).toBe('advertiserId is required');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.received).toEqual([]);
  });

  it('shows status, goal, budget, spend, dates and key metrics, latest start first', async () => {
    renderList();
    await screen.findByRole('grid', { name: 'Campaigns' });
    expect(names()).toEqual(['Autumn leads', 'Summer drive', 'Spring launch']);
    const spring = screen.getByRole('row', { name: /Spring launch/ });
    const cells = within(spring)
      .getAllByRole('gridcell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 7)).toEqual([
      'Running',
      'Sales',
      '5,000',
      '1,200',
      'Mar 1, 2027 – May 31, 2027',
      '400,000',
      '3',
    ]);
    expect(screen.getByText('3 campaigns')).toBeTruthy();
    expect(within(spring).getByRole('link', { name: 'Spring launch' }).getAttribute('href')).toBe(
      `campaigns/${id(1)}`,
    );
  });

  it('searches by name, filters by status and sorts by a column', async () => {
    renderList();
    await screen.findByRole('grid', { name: 'Campaigns' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'dr');
    expect(names()).toEqual(['Summer drive']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search campaigns' }));
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paused' }));
    expect(names()).toEqual(['Autumn leads']);
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'All statuses' }));
    await userEvent.click(screen.getByRole('columnheader', { name: 'Budget' }));
    expect(names()).toEqual(['Autumn leads', 'Spring launch', 'Summer drive']);
    await userEvent.click(screen.getByRole('columnheader', { name: /Budget/ }));
    expect(names()).toEqual(['Summer drive', 'Spring launch', 'Autumn leads']);
  });

  it('pages through the campaigns', async () => {
    renderList(undefined, { pageSize: 2 });
    await screen.findByRole('grid', { name: 'Campaigns' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(names()).toEqual(['Autumn leads', 'Summer drive']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Spring launch']);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('duplicates a campaign as a draft copy', async () => {
    const api = renderList();
    await screen.findByRole('grid', { name: 'Campaigns' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Summer drive' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('link', { name: 'Copy of Summer drive' })).toBeTruthy();
    const copy = [...api.campaigns.values()].find((campaign) => campaign.name === 'Copy of Summer drive');
    expect(copy).toMatchObject({ status: 'draft', budget: 9000, goal: 'brand' });
    expect(screen.getByText('Summer drive was duplicated as a draft.')).toBeTruthy();
  });

  it('deletes a campaign only after confirmation', async () => {
    const api = renderList();
    await screen.findByRole('grid', { name: 'Campaigns' });
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
    await screen.findByRole('grid', { name: 'Campaigns' });
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

  it('offers only viewing to a view-only user', async () => {
    renderList(createInMemoryCampaignApi({ role: 3, campaigns: CAMPAIGNS }));
    await screen.findByRole('grid', { name: 'Campaigns' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New campaign' })).toBeNull());
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

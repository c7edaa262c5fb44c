import { createMemoryStorage } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { INVENTORY_CATALOGUE, inventorySearchOptions } from '../testing/inMemoryInventoryApi.ts';
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';
import { campaignDraftKey, writeCampaignDraft } from './campaignDraft.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaignFormValues.ts';

type Api = ReturnType<typeof createInMemoryCampaignApi>;

/** A draft of a new campaign that passes every rule, so a save stores it. */
function storageWithDraft(targeting: Partial<CampaignFormValues['targeting']> = {}) {
  const storage = createMemoryStorage();
  const values = emptyCampaignValues(false);
  writeCampaignDraft(storage, campaignDraftKey(ADVERTISER_ID, 'new'), {
    ...values,
    name: 'Targeted drive',
    goal: 'sales',
    campaign_type: 2,
    budget: 3000,
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    targeting: { ...values.targeting, ...targeting },
  });
  return storage;
}

/** The editor on its targeting tab over `api`, which also answers the inventory search. */
function renderTargeting(api: Api, props: Partial<CampaignEditorProps> = {}, locale = 'en') {
  return renderWithProvider(
    <CampaignEditor
      advertiserId={ADVERTISER_ID}
      campaignId="new"
      defaultTab="targeting"
      draftStorage={storageWithDraft()}
      search={inventorySearchOptions(api.fetch)}
      {...props}
    />,
    {
      client: api.client(),
      locale,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

const subTab = async (name: string) =>
  userEvent.click(
    within(await screen.findByRole('tablist', { name: 'Targeting' })).getByRole('tab', { name }),
  );
const picker = (name: string) => screen.findByRole('combobox', { name });
/** The names on the tags of a picker's chosen values, wherever the open suggestions leave them. */
const tags = (label: string) =>
  within(screen.getByRole('grid', { name: `${label} chosen`, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => row.textContent?.replace('×', ''));

/** Picks the option named `option` of the picker `label`, typing `text` first. */
async function pick(label: string, option: string | RegExp, text = '') {
  await userEvent.click(await picker(label));
  if (text) await userEvent.keyboard(text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.keyboard('{Escape}');
}

/** Saves the campaign and answers the targeting the API stored. */
async function saved(api: Api) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('The campaign was saved.');
  const [campaign] = [...api.campaigns.values()];
  if (!campaign) throw new Error('No campaign was stored');
  return campaign;
}

// The tabs other than the first load their code when opened: allow it the time of a busy machine.

describe('targeting pickers', { timeout: 60_000 }, () => {
  it('picks countries by name and regions found as the name is typed, storing their codes', async () => {
    const api = createInMemoryCampaignApi();
    renderTargeting(api);
    await pick('Countries', /^Germany/, 'germ');
    await pick('Regions', /^Texas, United States/, 'tex');
    expect(tags('Countries')).toEqual(['Germany']);
    expect(tags('Regions')).toEqual(['Texas, United States']);
    expect((await saved(api)).targeting.geo).toMatchObject({ countries: ['DE'], regions: ['US-TX'] });
  });

  it('names countries and languages in the language of the user', async () => {
    renderTargeting(createInMemoryCampaignApi(), {}, 'de');
    await userEvent.click(await picker('Länder'));
    await userEvent.keyboard('deu');
    expect(await screen.findByRole('option', { name: /^Deutschland/ })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await subTab('Sprachen');
    await userEvent.click(await picker('Sprachen'));
    expect(await screen.findByRole('option', { name: /^Französisch/ })).toBeTruthy();
  });

  it('picks players, placements, languages and data partners from the lists the API offers', async () => {
    const api = createInMemoryCampaignApi();
    renderTargeting(api);
    await subTab('Players');
    await pick('Players', 'Spotify');
    await subTab('Placement');
    await pick('Placement', 'Mid-roll');
    await subTab('Languages');
    await pick('Languages', /^French/, 'fren');
    await subTab('Data partners');
    await pick('Data partners', 'Signal Harbor');
    expect(tags('Data partners')).toEqual(['Signal Harbor']);
    expect((await saved(api)).targeting).toMatchObject({
      players: ['spotify'],
      placement: ['mid-roll'],
      languages: ['fr'],
      data_partners: ['signal-harbor'],
    });
  });

  it('finds shows in every collection as their name is typed, and names those already chosen', async () => {
    const api = createInMemoryCampaignApi();
    const stored = INVENTORY_CATALOGUE.find((item) => item.id === 'radio-4');
    renderTargeting(api, { draftStorage: storageWithDraft({ inventory: ['radio-4'] }) });
    await subTab('Inventory');
    expect(await screen.findByText(stored?.name ?? 'radio-4')).toBeTruthy();
    await userEvent.click(await picker('Inventory'));
    const typed = 'weekend true crime';
    await userEvent.keyboard(typed);
    await screen.findByRole('option', { name: /Weekend true crime podcast 3/ });
    // The search waits for the typing to pause: far fewer searches than letters typed.
    const searches = api.received.filter((line) => line.includes('/search/collections/podcast_v2/'));
    expect(searches.length).toBeLessThan(typed.length / 2);
    const found = screen.getAllByRole('option');
    // A show of each collection that has one by that name, with its kind and supplier.
    expect(found.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Weekend true crime podcast 3'),
        expect.stringContaining('Weekend true crime radio 3'),
      ]),
    );
    expect(found[0]?.textContent).toContain('Podcast · ');
    await userEvent.click(screen.getByRole('option', { name: /Weekend true crime podcast 3/ }));
    await userEvent.keyboard('{Escape}');
    expect(tags('Inventory')).toEqual([stored?.name, 'Weekend true crime podcast 3']);
    expect((await saved(api)).targeting.inventory).toEqual(['radio-4', 'podcast-3']);
  });

  it('says the inventory cannot be searched when the host gave no search service', async () => {
    renderWithProvider(
      <CampaignEditor
        advertiserId={ADVERTISER_ID}
        campaignId="new"
        defaultTab="targeting"
        defaultTargetingTab="inventory"
        draftStorage={storageWithDraft({ inventory: ['podcast-1'] })}
      />,
      { client: createInMemoryCampaignApi().client() },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The choices could not be loaded.');
    expect(tags('Inventory')).toEqual(['podcast-1']);
  });

  it('lists data segments with their provider and listeners, and finds them by name', async () => {
    const api = createInMemoryCampaignApi();
    renderTargeting(api);
    await subTab('Audiences');
    await userEvent.click(await picker('Audiences'));
    expect((await screen.findByRole('option', { name: /Marathon runners/ })).textContent).toContain(
      'LiveRamp · 100K listeners',
    );
    await userEvent.keyboard('coffee');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Coffee lovers'),
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /Coffee lovers/ }));
    await userEvent.keyboard('{Escape}');
    expect(tags('Audiences')).toEqual(['Coffee lovers']);
    expect((await saved(api)).targeting.audiences).toEqual(['lr-2']);
  });

  it('offers only the events the pixel has sent as conversion events, keeping a stored unknown one', async () => {
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000601',
      name: 'Converting',
      optimization: { conversion_events: ['signup'], attribution_window_days: 7, tracking_urls: [] },
    });
    const api = createInMemoryCampaignApi({ campaigns: [campaign] });
    renderTargeting(api, { campaignId: campaign.id, defaultTab: 'optimization-and-attribution' });
    await userEvent.click(await picker('Conversion events'));
    expect((await screen.findByRole('option', { name: /purchase/ })).textContent).toContain('12 events seen');
    await userEvent.keyboard('lead');
    expect(await screen.findByText('Nothing matches “lead”.')).toBeTruthy();
    await userEvent.clear(await picker('Conversion events'));
    await userEvent.click(await screen.findByRole('option', { name: /purchase/ }));
    await userEvent.keyboard('{Escape}');
    expect(tags('Conversion events')).toEqual(['signup', 'purchase']);
    expect((await saved(api)).optimization.conversion_events).toEqual(['signup', 'purchase']);
  });

  it('says when the targeting options failed to load, and loads them again', async () => {
    const api = createInMemoryCampaignApi();
    let failures = 1;
    const fetch = async (request: Request) =>
      request.url.endsWith('/targeting-options') && failures-- > 0
        ? new Response(null, { status: 503 })
        : api.fetch(request);
    renderWithProvider(
      <CampaignEditor
        advertiserId={ADVERTISER_ID}
        campaignId="new"
        defaultTab="targeting"
        defaultTargetingTab="players"
        draftStorage={storageWithDraft()}
      />,
      {
        client: { ...api.client(), fetch },
        queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The choices could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await userEvent.click(await picker('Players'));
    expect(await screen.findByRole('option', { name: 'Spotify' })).toBeTruthy();
  });

  it('shows a view-only user the chosen values by name, without a way to change them', async () => {
    const base = campaignFixture({ id: 'x', name: 'x' }).targeting;
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000602',
      name: 'Locked targeting',
      targeting: { ...base, players: ['spotify', 'Winamp'], geo: { ...base.geo, countries: ['FR'] } },
    });
    const api = createInMemoryCampaignApi({ role: 3, campaigns: [campaign] });
    renderTargeting(api, { campaignId: campaign.id });
    const countries = await screen.findByRole('grid', { name: 'Countries' });
    expect(await within(countries).findByRole('row', { name: 'France' })).toBeTruthy();
    await subTab('Players');
    const players = screen.getByRole('grid', { name: 'Players' });
    expect(await within(players).findByRole('row', { name: 'Spotify' })).toBeTruthy();
    expect(within(players).getByRole('row', { name: 'Winamp' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(within(players).queryByRole('button')).toBeNull();
  });
});

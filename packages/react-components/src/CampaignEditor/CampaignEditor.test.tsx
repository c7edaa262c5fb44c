import { createMemoryStorage } from '@earshot/sdk-core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../testing/inMemoryCampaignApi.ts';
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';
import { campaignDraftKey, writeCampaignDraft } from './campaignDraft.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaignFormValues.ts';

type Api = ReturnType<typeof createInMemoryCampaignApi>;

function renderEditor(api: Api, props: Partial<CampaignEditorProps> = {}, storage = createMemoryStorage()) {
  const view = renderWithProvider(
    <CampaignEditor advertiserId={ADVERTISER_ID} campaignId="new" draftStorage={storage} {...props} />,
    {
      client: api.client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
  return { ...view, storage };
}

/** A storage holding a draft of a new campaign that passes every rule, changed by `overrides`. */
function storageWithDraft(overrides: Partial<CampaignFormValues> = {}, campaignId = 'new') {
  const storage = createMemoryStorage();
  writeCampaignDraft(storage, campaignDraftKey(ADVERTISER_ID, campaignId), {
    ...emptyCampaignValues(false),
    name: 'Spring drive',
    goal: 'sales',
    campaign_type: 2,
    budget: 3000,
    start_date: '2027-03-01',
    end_date: '2027-03-31',
    ...overrides,
  });
  return storage;
}

/** A host routing like the app: a campaign created at `new` is then opened by its id. */
function CreatingHost({ storage }: { storage: Storage }) {
  const [campaignId, setCampaignId] = useState('new');
  return (
    <>
      <button type="button" onClick={() => setCampaignId('new')}>
        Another campaign
      </button>
      <CampaignEditor
        advertiserId={ADVERTISER_ID}
        campaignId={campaignId}
        defaultTab="summary"
        draftStorage={storage}
        onSaved={(campaign, { created }) => {
          if (created) setCampaignId(campaign.id);
        }}
      />
    </>
  );
}

/** The requests that change something: a forecast is a POST that only reads. */
const writes = (api: Api) =>
  api.received.filter((line) => !line.startsWith('GET') && !line.endsWith('/forecast'));

const openTab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const nameField = () => screen.findByRole('textbox', { name: 'Campaign name' });

// The tabs other than the first load their code when opened: allow it the time of a busy machine.

describe('CampaignEditor', { timeout: 60_000 }, () => {
  it('keeps every field when switching tabs', async () => {
    renderEditor(createInMemoryCampaignApi());
    await userEvent.type(await nameField(), 'Winter launch');
    await userEvent.click(screen.getByRole('radio', { name: /Brand/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Budget' }), '3000');
    await openTab('Targeting');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Zip codes' }), '94103{Enter}');
    await openTab('Summary');
    await openTab('General information');
    expect(await nameField()).toHaveProperty('value', 'Winter launch');
    expect(screen.getByRole('radio', { name: /Brand/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Budget' })).toHaveProperty('value', '3,000');
    await openTab('Targeting');
    expect(within(screen.getByRole('grid', { name: 'Zip codes chosen' })).getByText('94103')).toBeTruthy();
  });

  it('restores the unsaved draft after a remount, says so, and can discard it', async () => {
    const api = createInMemoryCampaignApi();
    const first = renderEditor(api);
    await userEvent.type(await nameField(), 'Kept across reloads');
    expect(first.storage.getItem(campaignDraftKey(ADVERTISER_ID, 'new'))).toContain('Kept across reloads');
    first.unmount();

    renderEditor(api, {}, first.storage);
    expect(await nameField()).toHaveProperty('value', 'Kept across reloads');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toMatch(/Your unsaved changes from .+ were restored\./);
    await userEvent.click(within(notice).getByRole('button', { name: 'Discard changes' }));
    expect(await nameField()).toHaveProperty('value', '');
    expect(first.storage.getItem(campaignDraftKey(ADVERTISER_ID, 'new'))).toBeNull();
  });

  it('reports unsaved changes to the host and asks before the page unloads', async () => {
    const onDirtyChange = vi.fn();
    renderEditor(createInMemoryCampaignApi(), { onDirtyChange });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
    await userEvent.type(await nameField(), 'A');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('refuses to save an empty campaign and names every missing field', async () => {
    const api = createInMemoryCampaignApi();
    renderEditor(api);
    await nameField();
    await save();
    expect(await screen.findByText('Campaign name is required.')).toBeTruthy();
    expect(screen.getByText('Choose a goal.')).toBeTruthy();
    expect(screen.getByText('Budget is required.')).toBeTruthy();
    expect(screen.getByText('Start date is required. End date is required.')).toBeTruthy();
    expect(screen.getByText('The campaign was not saved: some fields need attention.')).toBeTruthy();
    expect(api.received.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('checks the budgets and dates against each other', async () => {
    renderEditor(
      createInMemoryCampaignApi(),
      {},
      storageWithDraft({
        pacing_type: 2,
        max_daily_budget: null,
        start_date: '2027-03-31',
        end_date: '2027-03-01',
      }),
    );
    await nameField();
    await save();
    expect(await screen.findByText('Fixed daily pacing needs a maximum daily budget.')).toBeTruthy();
    expect(screen.getByText('The end date must be on or after the start date.')).toBeTruthy();
  });

  it('keeps the maximum daily budget at most the budget and the name within 200 characters', async () => {
    renderEditor(
      createInMemoryCampaignApi(),
      {},
      storageWithDraft({ name: 'n'.repeat(201), max_daily_budget: 4000 }),
    );
    await nameField();
    await save();
    expect(await screen.findByText('The maximum daily budget cannot be more than the budget.')).toBeTruthy();
    expect(screen.getByText('Campaign name must be at most 200 characters.')).toBeTruthy();
  });

  it('switches pacing to cost per action with the billing type, and back', async () => {
    renderEditor(createInMemoryCampaignApi(), {}, storageWithDraft({ pacing_type: 3 }));
    await nameField();
    const pacing = () => screen.getByRole('button', { name: /Pacing/ });
    expect(pacing().textContent).toContain('Front Loaded');
    await userEvent.click(screen.getByRole('button', { name: /Billing type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cost per action (CPA)' }));
    await waitFor(() => expect(pacing().textContent).toContain('Cost per action'));
    expect(screen.getByRole('note').textContent).toContain('at least 60 days');
    await userEvent.click(screen.getByRole('button', { name: /Billing type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cost per mille (CPM)' }));
    await waitFor(() => expect(pacing().textContent).toContain('As Fast As Possible'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('follows the tab the host controls and reports the tab the user opens', async () => {
    const onTabChange = vi.fn();
    const view = renderEditor(createInMemoryCampaignApi(), { tab: 'audience', onTabChange });
    expect((await screen.findByRole('tab', { name: 'Audience' })).getAttribute('aria-selected')).toBe('true');
    await openTab('Creatives');
    expect(onTabChange).toHaveBeenLastCalledWith('creatives');
    expect(screen.getByRole('tab', { name: 'Audience' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next: Creatives' }));
    expect(onTabChange).toHaveBeenLastCalledWith('creatives');
    view.unmount();
  });

  it('follows the targeting sub-tab the host controls and reports the one the user opens', async () => {
    const onTargetingTabChange = vi.fn();
    renderEditor(createInMemoryCampaignApi(), {
      tab: 'targeting',
      targetingTab: 'languages',
      onTargetingTabChange,
    });
    const subTabs = await screen.findByRole('tablist', { name: 'Targeting' });
    const subTab = (name: string) => within(subTabs).getByRole('tab', { name });
    expect(subTab('Languages').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(subTab('Dayparting'));
    expect(onTargetingTabChange).toHaveBeenLastCalledWith('dayparting');
    expect(subTab('Languages').getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('grid', { name: 'Hours of the week' })).toBeNull();
  });

  it('creates the campaign through the multipart create, forgets the draft, and updates it on the next save', async () => {
    const api = createInMemoryCampaignApi();
    const onSaved = vi.fn();
    const { storage } = renderEditor(api, { onSaved }, storageWithDraft());
    await nameField();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ name: 'Spring drive', status: 'draft', budget: 3000 });
    expect(onSaved.mock.calls[0]?.[1]).toEqual({ created: true, launched: false });
    expect(api.received).toContain(`POST /v1/companies/${ADVERTISER_ID}/campaigns`);
    expect([...api.campaigns.values()].map((campaign) => campaign.name)).toEqual(['Spring drive']);
    expect(storage.getItem(campaignDraftKey(ADVERTISER_ID, 'new'))).toBeNull();
    expect(screen.getByText('The campaign was saved.')).toBeTruthy();
    await userEvent.type(await nameField(), ' 2');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(onSaved.mock.calls[1]?.[1]).toEqual({ created: false, launched: false });
    expect([...api.campaigns.values()].map((campaign) => campaign.name)).toEqual(['Spring drive 2']);
  });

  it('keeps everything after a failed save and shows the server problems at the fields and in the summary', async () => {
    const api = createInMemoryCampaignApi();
    api.failNextWrite({ name: 'campaign.name.max', 'targeting.geo.zip_codes.0': 'zip_code.invalid' });
    renderEditor(api, {}, storageWithDraft());
    await nameField();
    await save();
    expect(await screen.findByText('The campaign was not saved: Some fields are not valid')).toBeTruthy();
    expect(screen.getByText('Campaign name must be at most 200 characters.')).toBeTruthy();
    expect(await nameField()).toHaveProperty('value', 'Spring drive');
    await userEvent.click(screen.getByRole('button', { name: 'Show the problems' }));
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Fix in General information' })).toBeTruthy();
    expect(screen.getByText('A zip code must be exactly 5 digits.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fix in Targeting' }));
    expect(screen.getByRole('tab', { name: 'Targeting' }).getAttribute('aria-selected')).toBe('true');
  });

  it('holds a campaign billed per action to the CPA rules and forces pacing 8', async () => {
    const api = createInMemoryCampaignApi();
    renderEditor(
      api,
      {},
      storageWithDraft({ billing_type: 3, pacing_type: 1, budget: 1500, end_date: '2027-03-31' }),
    );
    await nameField();
    expect(screen.getByRole('note').textContent).toBe(
      'Cost-per-action campaigns run at least 60 days, have a budget of at least 2,000 and use cost-per-action pacing.',
    );
    const pacing = screen.getByRole('button', { name: /Pacing/ });
    await waitFor(() => expect(pacing.textContent).toContain('Cost per action'));
    expect(pacing.hasAttribute('disabled') || pacing.getAttribute('aria-disabled') === 'true').toBe(true);
    await save();
    expect(
      await screen.findByText('A cost-per-action campaign needs a budget of at least 2,000.'),
    ).toBeTruthy();
    expect(
      screen.getByText('A cost-per-action campaign must run at least 60 days from start date to end date.'),
    ).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('holds every campaign of a CPA user (role 7) to the CPA rules whatever the billing type', async () => {
    renderEditor(createInMemoryCampaignApi({ role: 7 }), { userRole: 7 }, storageWithDraft({ budget: 2500 }));
    await nameField();
    expect(screen.getByText('Your campaigns are billed per action.')).toBeTruthy();
    await save();
    expect(
      await screen.findByText(
        'A cost-per-action campaign must run at least 60 days from start date to end date.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('A cost-per-action campaign needs a budget of at least 2,000.')).toBeNull();
  });

  it('updates an existing campaign, keeping its status, and launches it from the summary', async () => {
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000777',
      name: 'Holiday',
      status: 'draft',
    });
    const api = createInMemoryCampaignApi({ campaigns: [campaign] });
    const onSaved = vi.fn();
    renderEditor(api, { campaignId: campaign.id, onSaved });
    const name = await nameField();
    await userEvent.clear(name);
    await userEvent.type(name, 'Holiday season');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(api.campaigns.get(campaign.id)).toMatchObject({ name: 'Holiday season', status: 'draft' });
    await openTab('Summary');
    expect(await screen.findByText('Ready to launch')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Launch campaign' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(onSaved.mock.calls[1]?.[1]).toEqual({ created: false, launched: true });
    expect(api.campaigns.get(campaign.id)?.status).toBe('scheduled');
    expect(api.received.filter((line) => line.startsWith('PATCH'))).toHaveLength(2);
    expect(api.received).toContain(`POST /v1/companies/${ADVERTISER_ID}/campaigns/${campaign.id}/status`);
    // Launched, the header offers pausing and ending, and the summary shows delivery instead of Launch.
    const actions = await screen.findByRole('group', { name: 'Status actions for Holiday season' });
    await within(actions).findByRole('button', { name: 'Pause' });
    expect(within(actions).queryByRole('button', { name: 'Launch' })).toBeNull();
    await screen.findByRole('region', { name: 'Delivery' });
    expect(screen.queryByRole('button', { name: 'Launch campaign' })).toBeNull();
  });

  it('shows a running campaign’s status, live delivery and pacing target, and pauses it from the header', async () => {
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000779',
      name: 'Evergreen',
      status: 'running',
      budget: 3000,
      spend: 1200,
      start_date: '2026-11-01',
      end_date: '2026-12-30',
    });
    const api = createInMemoryCampaignApi({ campaigns: [campaign] });
    renderEditor(api, { campaignId: campaign.id, tab: 'summary' });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    await within(delivery).findByText('$1,200.00');
    expect(within(delivery).getByText('of $3,000.00 budget')).toBeTruthy();
    // 2026-11-26 to 2026-12-30, today included.
    expect(within(delivery).getByText('35')).toBeTruthy();
    expect(within(delivery).getByText('Ends Dec 30, 2026')).toBeTruthy();
    expect(
      within(delivery).getByRole('img', { name: /^Spent \$1,200\.00 over 25 days against a target of/ }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No problems found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Launch campaign' })).toBeNull();

    const actions = screen.getByRole('group', { name: 'Status actions for Evergreen' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(api.campaigns.get(campaign.id)?.status).toBe('paused'));
    await within(actions).findByRole('button', { name: 'Resume' });
  });

  it('shows every field read-only to a view-only user (role 3) and lets nothing change', async () => {
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000778',
      name: 'Locked',
      targeting: { ...campaignFixture({ id: 'x', name: 'x' }).targeting, dayparting: [{ day: 1, hour: 9 }] },
    });
    const api = createInMemoryCampaignApi({ role: 3, campaigns: [campaign] });
    renderEditor(api, { campaignId: campaign.id });
    expect(await nameField()).toHaveProperty('readOnly', true);
    expect(screen.getByRole('note').textContent).toBe('You can view this campaign but not change it.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    for (const tab of [
      'General information',
      'Inventory',
      'Audience',
      'Creatives',
      'Optimization and attribution',
    ]) {
      await openTab(tab);
      const panel = screen.getByRole('tabpanel');
      await waitFor(() => expect(within(panel).queryByText('Loading…')).toBeNull());
      for (const input of panel.querySelectorAll('input')) {
        const locked =
          input.readOnly ||
          input.disabled ||
          input.hidden ||
          input.closest('[aria-readonly="true"], [aria-disabled="true"], [data-readonly]') !== null;
        expect(locked, input.outerHTML).toBe(true);
      }
      for (const button of within(panel).queryAllByRole('button')) {
        if (button.closest('[role="tablist"]')) continue;
        expect(
          button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true',
          button.outerHTML,
        ).toBe(true);
      }
    }
    await openTab('Targeting');
    await userEvent.click(await screen.findByRole('tab', { name: 'Dayparting' }));
    const grid = screen.getByRole('grid', { name: 'Hours of the week' });
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    await userEvent.click(within(grid).getByRole('gridcell', { name: 'Sunday 05:00' }));
    expect(within(grid).getByRole('gridcell', { name: 'Sunday 05:00' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(writes(api)).toEqual([]);
  });

  it('keeps its form, tab and save message when the host opens the campaign just created by its id', async () => {
    const api = createInMemoryCampaignApi();
    const storage = storageWithDraft();
    renderWithProvider(<CreatingHost storage={storage} />, {
      client: api.client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
    await screen.findByRole('heading', { name: 'Ready to launch' });
    await save();
    expect(await screen.findByRole('form', { name: 'Campaign Spring drive' })).toBeTruthy();
    expect(screen.getByText('The campaign was saved.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Loading…')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Another campaign' }));
    expect(await screen.findByRole('form', { name: 'New campaign' })).toBeTruthy();
    expect(screen.queryByText('The campaign was saved.')).toBeNull();
    await openTab('General information');
    expect(await nameField()).toHaveProperty('value', '');
  });
});

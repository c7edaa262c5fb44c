import '@testing-library/jest-dom/vitest';
import { createMemoryStorage } from '@earshot/sdk-core';
import { forecastCampaignBodySchema } from '@earshot/validators';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryCampaignApi,
  FIXTURE_TODAY,
} from '../testing/inMemoryCampaignApi.ts';
import { forecastPlan } from '../testing/inMemoryForecast.ts';
import { CampaignEditor, type CampaignEditorProps } from './CampaignEditor.tsx';
import { campaignDraftKey, writeCampaignDraft } from './campaignDraft.ts';
import { type CampaignFormValues, emptyCampaignValues } from './campaignFormValues.ts';

type Api = ReturnType<typeof createInMemoryCampaignApi>;

const FLIGHT = { start_date: '2027-03-01', end_date: '2027-03-31' };

/** A storage holding a draft of a new campaign that passes every rule, changed by `overrides`. */
function storageWithDraft(overrides: Partial<CampaignFormValues> = {}) {
  const storage = createMemoryStorage();
  writeCampaignDraft(storage, campaignDraftKey(ADVERTISER_ID, 'new'), {
    ...emptyCampaignValues(false),
    name: 'Spring drive',
    goal: 'sales',
    campaign_type: 2,
    budget: 3000,
    ...FLIGHT,
    ...overrides,
  });
  return storage;
}

function renderEditor(api: Api, props: Partial<CampaignEditorProps> = {}, storage = createMemoryStorage()) {
  return renderWithProvider(
    <CampaignEditor advertiserId={ADVERTISER_ID} campaignId="new" draftStorage={storage} {...props} />,
    {
      client: api.client(),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    },
  );
}

/** The reach range the in-memory API forecasts for a budget over the flight, as the panel writes it. */
function reachOf(budget: number, overrides: object = {}) {
  const plan = forecastCampaignBodySchema.parse({ budget, ...FLIGHT, pacing_type: 1, ...overrides });
  const { reach } = forecastPlan(plan, CAMPAIGN_FIXTURES.playlists, FIXTURE_TODAY);
  const compact = new Intl.NumberFormat('en', { notation: 'compact' });
  return `${compact.format(reach.low)}–${compact.format(reach.high)}`;
}

const forecastPanel = () => screen.getByRole('region', { name: 'Forecast' });
const reachFigure = () =>
  within(forecastPanel()).getByText('Reach', { selector: 'dt' }).parentElement as HTMLElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// The forecast waits 300 ms for the plan to settle, then answers: slower than 1 s on a busy machine.

describe('CampaignEditor forecast and frequency cap', { timeout: 60_000 }, () => {
  it('shows the forecast beside the tabs once the plan has a budget and dates', async () => {
    renderEditor(createInMemoryCampaignApi());
    await screen.findByRole('textbox', { name: 'Campaign name' });
    expect(forecastPanel()).toHaveTextContent('Enter a budget and flight dates to see a forecast');
    await userEvent.click(screen.getByRole('tab', { name: 'Targeting' }));
    expect(forecastPanel()).toBeVisible();
  });

  it('updates the forecast after a budget change', async () => {
    renderEditor(createInMemoryCampaignApi(), {}, storageWithDraft());
    await waitFor(() => expect(reachFigure()).toHaveTextContent(reachOf(3000)));
    const budget = screen.getByRole('textbox', { name: 'Budget' });
    await userEvent.clear(budget);
    await userEvent.type(budget, '12000');
    await userEvent.tab();
    await waitFor(() => expect(reachFigure()).toHaveTextContent(reachOf(12_000)));
    expect(reachOf(12_000)).not.toBe(reachOf(3000));
  });

  it('forecasts the narrower geo, and warns when it cannot spend the budget', async () => {
    const zipOnly = { geo: { countries: [], regions: [], cities: [], zip_codes: ['94103'] } };
    const targeting = { ...emptyCampaignValues(false).targeting, ...zipOnly };
    renderEditor(createInMemoryCampaignApi(), {}, storageWithDraft({ targeting }));
    await waitFor(() => expect(reachFigure()).toHaveTextContent(reachOf(3000, { targeting: zipOnly })));
    const warnings = within(forecastPanel()).getByRole('list', { name: 'What limits delivery' });
    expect(warnings).toHaveTextContent('Targeting too narrow');
  });

  it('leaves the frequency cap off by default, and saves one within its limits', async () => {
    const api = createInMemoryCampaignApi();
    renderEditor(api, {}, storageWithDraft());
    const capSwitch = await screen.findByRole('switch', {
      name: 'Limit how often one listener hears the ad',
    });
    expect(capSwitch).not.toBeChecked();
    await userEvent.click(capSwitch);
    const count = screen.getByRole('textbox', { name: 'Impressions per listener' });
    expect(count).toHaveValue('3');
    await userEvent.click(screen.getByRole('button', { name: /Period/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Per day' }));
    await userEvent.clear(count);
    await userEvent.type(count, '9');
    await userEvent.tab();
    await save();
    expect(await screen.findByText('A daily cap allows at most 5 impressions per listener.')).toBeVisible();
    expect(api.received.filter((line) => line.endsWith('/campaigns'))).not.toContain(
      `POST /v1/companies/${ADVERTISER_ID}/campaigns`,
    );

    await userEvent.clear(count);
    await userEvent.type(count, '4');
    await userEvent.tab();
    await waitFor(() =>
      expect(screen.queryByText('A daily cap allows at most 5 impressions per listener.')).toBeNull(),
    );
    await save();
    await waitFor(() => expect(api.campaigns.size).toBe(1));
    const [stored] = [...api.campaigns.values()];
    expect(stored?.frequency_cap).toEqual({ count: 4, period: 'day' });
  });

  it('shows a saved campaign’s cap and its forecast next to the plan in the summary', async () => {
    const campaign = campaignFixture({
      id: '00000000-0000-4000-8000-000000000777',
      name: 'Capped',
      budget: 4000,
      frequency_cap: { count: 2, period: 'week' },
    });
    renderEditor(createInMemoryCampaignApi({ campaigns: [campaign] }), {
      campaignId: campaign.id,
      defaultTab: 'summary',
    });
    const cap = await screen.findByText('Frequency cap', { selector: 'dt' });
    expect(cap.nextElementSibling).toHaveTextContent('2 per listener a week');
    // The summary shows the forecast itself, so the column beside the tabs steps aside.
    expect(screen.getAllByRole('region', { name: 'Forecast' })).toHaveLength(1);
    await waitFor(() => expect(reachFigure()).toHaveTextContent(/\d/));
    await userEvent.click(screen.getByRole('tab', { name: 'General information' }));
    expect(screen.getByRole('switch', { name: 'Limit how often one listener hears the ad' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Impressions per listener' })).toHaveValue('2');
  });
});

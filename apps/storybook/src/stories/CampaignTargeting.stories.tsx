import { CampaignEditor, type TargetingTab } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID as ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
  inventorySearchOptions,
} from '@earshot/react-components/testing';
import { createMemoryStorage } from '@earshot/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inMemoryScreen } from '../inMemoryScreen.tsx';

const CAMPAIGN_ID = '00000000-0000-4000-8000-000000000521';
const base = campaignFixture({ id: CAMPAIGN_ID, name: 'x' });

/** A campaign targeting something in every list, with an entry typed before the pickers in some. */
const TARGETED = campaignFixture({
  id: CAMPAIGN_ID,
  name: 'Commuters in the west',
  targeting: {
    ...base.targeting,
    geo: {
      countries: ['US', 'CA'],
      regions: ['US-CA', 'US-TX'],
      cities: [{ name: 'San Francisco', region: 'US-CA', country: 'US' }],
      zip_codes: ['94103'],
    },
    players: ['spotify', 'apple', 'Winamp'],
    inventory: ['podcast-3', 'radio-4'],
    placement: ['pre-roll', 'mid-roll'],
    audiences: ['lr-1', 'lr-3'],
    languages: ['en', 'es'],
    data_partners: ['signal-harbor'],
  },
  optimization: { ...base.optimization, conversion_events: ['purchase', 'signup'] },
});

interface TargetingStoryArgs {
  /** The targeting sub-tab open. */
  subTab: TargetingTab;
  /** The user's role on the advertiser: 3 sees everything read-only. */
  role?: number;
  /** The targeting options never answer. */
  optionsPending?: boolean;
  /** The targeting options answer 503. */
  optionsFail?: boolean;
  /** The host gives the editor no inventory search service. */
  withoutSearch?: boolean;
  /** The editor opens the Optimization and attribution tab instead. */
  optimization?: boolean;
}

const meta = {
  title: 'Screens/CampaignEditor/Targeting pickers',
  render: inMemoryScreen<TargetingStoryArgs>(
    ({ role = 1, optionsPending = false, optionsFail = false }) => {
      const api = createInMemoryCampaignApi({ role, campaigns: [TARGETED] });
      return (request) => {
        if (!new URL(request.url).pathname.endsWith('/targeting-options')) return api.fetch(request);
        if (optionsPending) return new Promise<Response>(() => undefined);
        return optionsFail ? Promise.resolve(new Response(null, { status: 503 })) : api.fetch(request);
      };
    },
    ({ subTab, role = 1, withoutSearch = false, optimization = false }, fetch) => (
      <CampaignEditor
        advertiserId={ADVERTISER_ID}
        campaignId={CAMPAIGN_ID}
        userRole={role}
        defaultTab={optimization ? 'optimization-and-attribution' : 'targeting'}
        defaultTargetingTab={subTab}
        draftStorage={createMemoryStorage()}
        {...(withoutSearch ? {} : { search: inventorySearchOptions(fetch) })}
      />
    ),
  ),
  args: { subTab: 'geo' },
} satisfies Meta<TargetingStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Countries and regions by name, cities and zip codes found by address. */
export const Geo: Story = {};
export const Players: Story = { args: { subTab: 'players' } };
/** Shows and stations found by name in the inventory search, the chosen ones named by id lookup. */
export const Inventory: Story = { args: { subTab: 'inventory' } };
export const InventoryWithoutSearchService: Story = { args: { subTab: 'inventory', withoutSearch: true } };
export const Placement: Story = { args: { subTab: 'placement' } };
/** Data segments with their provider and listeners. */
export const Audiences: Story = { args: { subTab: 'audiences' } };
export const Languages: Story = { args: { subTab: 'languages' } };
export const DataPartners: Story = { args: { subTab: 'data-partners' } };
/** Conversion events from the events the pixel has sent; a stored one it has not sent stays. */
export const ConversionEvents: Story = { args: { subTab: 'geo', optimization: true } };
export const OptionsLoading: Story = { args: { subTab: 'players', optionsPending: true } };
export const OptionsFailed: Story = { args: { subTab: 'players', optionsFail: true } };
export const ReadOnlyGeo: Story = { args: { subTab: 'geo', role: 3 } };
export const ReadOnlyPlayers: Story = { args: { subTab: 'players', role: 3 } };

// The headline screens of the Chromium check, each with the data of the `testing` entry's in-memory
// APIs, so that it shows its real controls and rows rather than its loading state.
import {
  AssetUploader,
  Billing,
  CampaignEditor,
  CampaignList,
  Dashboard,
  InventorySearch,
  Reporting,
  Team,
} from '@earshot/react-components';
import {
  BILLING_ADVERTISER_ID,
  billingInfoFixture,
  CAMPAIGN_ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryBillingApi,
  createInMemoryCampaignApi,
  createInMemoryInventoryApi,
  createInMemoryTeamApi,
  DELIVERY_CAMPAIGNS,
  type InMemoryFetch,
  inventorySearchOptions,
  invoiceFixture,
  paymentMethodFixture,
  TEAM_ADVERTISER_ID,
  teamMemberFixture,
} from '@earshot/react-components/testing';
import { createMemoryStorage } from '@earshot/sdk-core';
import type { ReactElement } from 'react';
import { withAggregateMetrics } from './aggregateMetricsApi';

/** A screen of the page: the API it reads and how it is rendered over that API's `fetch`. */
export interface EmbeddedScreen {
  createFetch: () => InMemoryFetch;
  render: (fetch: InMemoryFetch) => ReactElement;
}

/** A saved campaign with a playlist, an audience and a creative, so the editor's tabs have content. */
const campaign = campaignFixture({
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Holiday season',
  goal: 'sales',
  budget: 12000,
  playlist_ids: CAMPAIGN_FIXTURES.playlists.slice(0, 1).map(({ id }) => id),
  audience_ids: CAMPAIGN_FIXTURES.audiences.slice(0, 1).map(({ id }) => id),
  creative_ids: CAMPAIGN_FIXTURES.creatives.slice(0, 1).map(({ id }) => id),
});

/** The advertiser's campaigns in every delivery state, with their alerts and measurement reads. */
const campaignApi = () => createInMemoryCampaignApi({ campaigns: DELIVERY_CAMPAIGNS }).fetch;

/** The screens by the name the page's address gives (`?screen=Billing`). */
export const EMBEDDED_SCREENS: Record<string, EmbeddedScreen> = {
  CampaignList: {
    createFetch: campaignApi,
    render: () => <CampaignList advertiserId={CAMPAIGN_ADVERTISER_ID} />,
  },
  CampaignEditor: {
    createFetch: () => createInMemoryCampaignApi({ campaigns: [campaign] }).fetch,
    render: () => (
      <CampaignEditor
        advertiserId={CAMPAIGN_ADVERTISER_ID}
        campaignId={campaign.id}
        draftStorage={createMemoryStorage()}
      />
    ),
  },
  Dashboard: {
    createFetch: () => withAggregateMetrics(campaignApi()),
    render: () => <Dashboard advertiserId={CAMPAIGN_ADVERTISER_ID} />,
  },
  AssetUploader: {
    createFetch: campaignApi,
    render: () => <AssetUploader advertiserId={CAMPAIGN_ADVERTISER_ID} />,
  },
  Reporting: {
    createFetch: campaignApi,
    render: () => <Reporting advertiserId={CAMPAIGN_ADVERTISER_ID} />,
  },
  Billing: {
    createFetch: () =>
      createInMemoryBillingApi({
        billing: billingInfoFixture(),
        methods: [paymentMethodFixture()],
        invoices: [invoiceFixture()],
      }).fetch,
    render: () => <Billing advertiserId={BILLING_ADVERTISER_ID} />,
  },
  Team: {
    createFetch: () =>
      createInMemoryTeamApi({
        members: [
          teamMemberFixture(1, { first_name: 'Rosa', last_name: 'Díaz', user_role: 1 }),
          teamMemberFixture(2, { first_name: 'Eddie', last_name: 'Baker', status: 'invited' }),
        ],
      }).fetch,
    render: () => <Team advertiserId={TEAM_ADVERTISER_ID} />,
  },
  InventorySearch: {
    createFetch: createInMemoryInventoryApi,
    render: (fetch) => (
      <InventorySearch
        search={inventorySearchOptions(fetch)}
        collection="podcast_v2"
        deals={['deal-a']}
        onAddItem={() => undefined}
      />
    ),
  },
};

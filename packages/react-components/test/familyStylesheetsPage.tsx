// The page of the Chromium check of the per-family stylesheets (familyStylesheetsChromium.test.ts):
// the screen the address names (`?screen=Team`) with data from an in-memory API. It imports no
// stylesheet: the host page links either styles.css or base.css and the screen's family file.
import { createMemoryStorage } from '@earshot/sdk-core';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Billing } from '../src/Billing/Billing.tsx';
import { CampaignEditor } from '../src/CampaignEditor/CampaignEditor.tsx';
import { Team } from '../src/Team/Team.tsx';
import {
  BILLING_ADVERTISER_ID,
  billingInfoFixture,
  CAMPAIGN_ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryBillingApi,
  createInMemoryCampaignApi,
  createInMemoryTeamApi,
  type InMemoryFetch,
  InMemoryPlatform,
  invoiceFixture,
  paymentMethodFixture,
  TEAM_ADVERTISER_ID,
  teamMemberFixture,
} from '../src/testing/index.ts';

/** A saved campaign with a playlist, an audience and a creative, so the editor shows them all. */
const CAMPAIGN = campaignFixture({
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Holiday season',
  budget: 12000,
  playlist_ids: [CAMPAIGN_FIXTURES.playlists[0]?.id ?? ''],
  audience_ids: [CAMPAIGN_FIXTURES.audiences[0]?.id ?? ''],
  creative_ids: [CAMPAIGN_FIXTURES.creatives[0]?.id ?? ''],
});

const SCREENS: Record<string, { createFetch: () => InMemoryFetch; screen: ReactNode }> = {
  CampaignEditor: {
    createFetch: () => createInMemoryCampaignApi({ campaigns: [CAMPAIGN] }).fetch,
    screen: (
      <CampaignEditor
        advertiserId={CAMPAIGN_ADVERTISER_ID}
        campaignId={CAMPAIGN.id}
        draftStorage={createMemoryStorage()}
      />
    ),
  },
  Team: {
    createFetch: () =>
      createInMemoryTeamApi({
        members: [
          teamMemberFixture(1, { first_name: 'Rosa', last_name: 'Díaz', user_role: 1 }),
          teamMemberFixture(2, { first_name: 'Tom', last_name: 'Baker', user_role: 3, status: 'invited' }),
        ],
      }).fetch,
    screen: <Team advertiserId={TEAM_ADVERTISER_ID} />,
  },
  Billing: {
    createFetch: () =>
      createInMemoryBillingApi({
        billing: billingInfoFixture(),
        methods: [paymentMethodFixture()],
        invoices: [invoiceFixture()],
      }).fetch,
    screen: <Billing advertiserId={BILLING_ADVERTISER_ID} />,
  },
};

const shown = SCREENS[new URLSearchParams(window.location.search).get('screen') ?? ''];
if (!shown) throw new Error(`No screen named in ${window.location.search}`);

createRoot(document.getElementById('embed') as HTMLElement).render(
  <StrictMode>
    <InMemoryPlatform createFetch={shown.createFetch}>{shown.screen}</InMemoryPlatform>
  </StrictMode>,
);

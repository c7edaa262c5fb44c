// The page of the Chromium check under a host portal's stylesheet: the campaign editor from the
// installed packages, bundled as an embedder would, in the isolation the address names
// (`?isolation=shadow`), with data from the `testing` entry's in-memory campaign API.
import '@earshot/react-components/styles.css';
import { CampaignEditor } from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryCampaignApi,
  InMemoryPlatform,
} from '@earshot/react-components/testing';
import { createMemoryStorage } from '@earshot/sdk-core';
import { createRoot } from 'react-dom/client';

/** A saved campaign with a playlist, an audience and a creative, so its tabs have content. */
const campaign = campaignFixture({
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Holiday season',
  goal: 'sales',
  budget: 12000,
  playlist_ids: CAMPAIGN_FIXTURES.playlists.slice(0, 1).map(({ id }) => id),
  audience_ids: CAMPAIGN_FIXTURES.audiences.slice(0, 1).map(({ id }) => id),
  creative_ids: CAMPAIGN_FIXTURES.creatives.slice(0, 1).map(({ id }) => id),
});

const isolation =
  new URLSearchParams(window.location.search).get('isolation') === 'shadow' ? 'shadow' : 'scoped';
const container = document.getElementById('embed');
if (!container) throw new Error('The host page has no #embed element');

createRoot(container).render(
  <InMemoryPlatform
    isolation={isolation}
    shadowStylesheet={{ href: '/embed.css' }}
    createFetch={() => createInMemoryCampaignApi({ campaigns: [campaign] }).fetch}
  >
    <CampaignEditor
      advertiserId={CAMPAIGN_ADVERTISER_ID}
      campaignId={campaign.id}
      draftStorage={createMemoryStorage()}
    />
  </InMemoryPlatform>,
);

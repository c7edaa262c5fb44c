// The page of the Chromium check under a host stylesheet (hostileCssChromium.test.ts): the campaign
// editor embedded in a host page, in the isolation the address names (`?isolation=shadow`), with
// data from the in-memory campaign API. Built with esbuild into `page.js` and `page.css`.
import { createMemoryStorage } from '@earshot/sdk-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CampaignEditor } from '../src/CampaignEditor/CampaignEditor.tsx';
import { InMemoryPlatform } from '../src/testing/InMemoryPlatform.tsx';
import {
  CAMPAIGN_ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryCampaignApi,
} from '../src/testing/index.ts';

/** A saved campaign with a playlist, an audience and a creative, so every tab has content. */
const CAMPAIGN = campaignFixture({
  id: '00000000-0000-4000-8000-000000000501',
  name: 'Holiday season',
  goal: 'sales',
  budget: 12000,
  playlist_ids: [CAMPAIGN_FIXTURES.playlists[0]?.id ?? ''],
  audience_ids: [CAMPAIGN_FIXTURES.audiences[0]?.id ?? ''],
  creative_ids: [CAMPAIGN_FIXTURES.creatives[0]?.id ?? ''],
});

const params = new URLSearchParams(window.location.search);
const isolation = params.get('isolation') === 'shadow' ? 'shadow' : 'scoped';

createRoot(document.getElementById('embed') as HTMLElement).render(
  <StrictMode>
    <InMemoryPlatform
      isolation={isolation}
      shadowStylesheet={{ href: '/page.css' }}
      createFetch={() => createInMemoryCampaignApi({ campaigns: [CAMPAIGN] }).fetch}
    >
      <CampaignEditor
        advertiserId={CAMPAIGN_ADVERTISER_ID}
        campaignId={CAMPAIGN.id}
        draftStorage={createMemoryStorage()}
      />
    </InMemoryPlatform>
  </StrictMode>,
);

// The same public API from a CommonJS module: under node16 resolution it reads the `require`
// condition's declarations (`.d.cts`), which must hold up as strictly as the `import` ones.
import { CampaignList, loadCatalogue, PlatformProvider } from '@earshot/react-components';
import { InMemoryPlatform } from '@earshot/react-components/testing';
import {
  createMemoryTokenStore,
  createPlatformClient,
  getCampaignQuery,
  type PlatformClient,
} from '@earshot/sdk-core';
import { type Campaign, campaignSchema } from '@earshot/validators';
import { createElement, type ReactElement } from 'react';

const ADVERTISER_ID = '7d0c2a8e-3f41-4b7a-9c55-1e2f3a4b5c6d';

const client: PlatformClient = createPlatformClient({
  baseUrl: 'https://api.example.com/v1',
  tokenStore: createMemoryTokenStore(),
});

export const campaignQuery = getCampaignQuery(client, ADVERTISER_ID, 'c1a7e3b0-1d2e-4f5a-8b9c-0d1e2f3a4b5c');

export const parseCampaign = (input: unknown): Campaign => campaignSchema.parse(input);

export async function germanCampaignList(): Promise<ReactElement> {
  await loadCatalogue('de');
  return createElement(
    PlatformProvider,
    { client, locale: 'de' },
    createElement(CampaignList, { advertiserId: ADVERTISER_ID }),
  );
}

export const pendingCampaignList: ReactElement = createElement(InMemoryPlatform, {
  pending: true,
  createFetch: () => async () => new Response(null, { status: 404 }),
  children: createElement(CampaignList, { advertiserId: ADVERTISER_ID }),
});

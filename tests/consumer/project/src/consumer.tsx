// An embedder's page against the installed packages' declarations (the `import` condition),
// type-checked with `--strict --skipLibCheck false`, so every declaration file it reaches is checked.
import '@earshot/react-components/styles.css';
import {
  AssetUploader,
  Billing,
  CampaignEditor,
  CampaignList,
  type Catalogue,
  Dashboard,
  type LoadFailure,
  loadCatalogue,
  PlatformProvider,
  type PlatformProviderProps,
  Reporting,
  type SupportedLocale,
  useCampaigns,
} from '@earshot/react-components';
import {
  CAMPAIGN_ADVERTISER_ID,
  campaignFixture,
  createInMemoryCampaignApi,
  InMemoryPlatform,
} from '@earshot/react-components/testing';
import {
  ApiError,
  createMemoryTokenStore,
  createPlatformClient,
  listCampaignsQuery,
  type PlatformClient,
  type PlatformQueryOptions,
  type Schema,
} from '@earshot/sdk-core';
import { type Campaign, campaignSchema, createCampaignBodySchema, isEmail } from '@earshot/validators';

const ADVERTISER_ID = '7d0c2a8e-3f41-4b7a-9c55-1e2f3a4b5c6d';

const client: PlatformClient = createPlatformClient({
  baseUrl: 'https://api.example.com/v1',
  tokenStore: createMemoryTokenStore(),
  onSessionExpired: async () => 'a-fresh-token',
});

/** The query options the package's hooks use, for a server's `prefetchQuery`. */
export const campaignsQuery = listCampaignsQuery(client, ADVERTISER_ID);
export const campaignsKey: readonly unknown[] = campaignsQuery.queryKey;

/** Query options of any read of campaigns, as an app's own hooks would take them. */
export type CampaignsQuery = PlatformQueryOptions<Schema<'Campaign'>[]>;

/** What a campaign row shows, from the contract's schema. */
export const campaignLabel = (campaign: Schema<'Campaign'>): string =>
  `${campaign.name} (${campaign.status})`;

/** A campaign from an untrusted source, checked against the same schema the screens use. */
export function parseCampaign(input: unknown): Campaign {
  return campaignSchema.parse(input);
}

/** Whether a draft would be accepted as a new campaign. */
export function isValidDraft(draft: unknown): boolean {
  return createCampaignBodySchema.safeParse(draft).success;
}

export const contactIsValid: boolean = isEmail('media@example.com');

/** Loads a locale's messages before rendering on the server. */
export function prepareLocale(locale: SupportedLocale): Promise<Catalogue> {
  return loadCatalogue(locale);
}

function describeFailure({ error, message }: LoadFailure): string {
  return error instanceof ApiError ? `${message} (${error.status})` : message;
}

function CampaignCount() {
  const campaigns = useCampaigns(ADVERTISER_ID);
  return <output>{campaigns.data?.length ?? 0}</output>;
}

/** Every headline screen of the package in one provider. */
export function EmbeddedScreens({ locale }: { locale: SupportedLocale }) {
  const onLoadError: PlatformProviderProps['onLoadError'] = (failure) =>
    console.error(describeFailure(failure));
  return (
    <PlatformProvider
      client={client}
      locale={locale}
      appearance={{ theme: 'dark' }}
      onLoadError={onLoadError}
    >
      <CampaignCount />
      <CampaignList advertiserId={ADVERTISER_ID} campaignHref={(id) => `/campaigns/${id}`} />
      <CampaignEditor advertiserId={ADVERTISER_ID} campaignId="new" />
      <Dashboard advertiserId={ADVERTISER_ID} />
      <AssetUploader advertiserId={ADVERTISER_ID} onUploaded={(asset) => console.log(asset.name)} />
      <Reporting advertiserId={ADVERTISER_ID} />
      <Billing advertiserId={ADVERTISER_ID} />
    </PlatformProvider>
  );
}

/** The campaign list from memory, as in an embedder's own tests. */
export function CampaignListDemo() {
  const campaign = campaignFixture({ id: 'c1a7e3b0-1d2e-4f5a-8b9c-0d1e2f3a4b5c', name: 'Spring sale' });
  return (
    <InMemoryPlatform createFetch={() => createInMemoryCampaignApi({ campaigns: [campaign] }).fetch}>
      <CampaignList advertiserId={CAMPAIGN_ADVERTISER_ID} />
    </InMemoryPlatform>
  );
}

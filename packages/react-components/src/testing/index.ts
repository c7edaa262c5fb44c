/**
 * `@earshot/react-components/testing`: renders the package's screens without a server, for an
 * embedder's tests, demos and design reviews. {@link InMemoryPlatform} is a `PlatformProvider` whose
 * client answers from an in-memory API; each `createInMemory…Api` answers one screen's operations
 * from fixtures, the way the sandbox API does. Nothing here needs Node: it runs in a browser too.
 *
 * @packageDocumentation
 */

/**
 * The asset uploader's list of files, each in the state given: shows every state of an upload
 * (checking, uploading, uploaded, failed, cancelled, refused) and of its pre-flight (measuring,
 * measured, left to the server) without a storage service or Web Audio.
 */
export type { AudioMeasurement } from '../AssetUploader/measureAudioFile.ts';
export { UploadList, type UploadListProps } from '../AssetUploader/UploadList.tsx';
export type { BrowserCheck, UploadItem, UploadState } from '../AssetUploader/useAssetUploads.ts';
export { ACME_ID, advertiserFixture, BLUEBIRD_ID, userFixture } from './accountFixtures.ts';
export { DELIVERY_CAMPAIGNS, LIST_ALERTS, LIST_CAMPAIGNS, listCampaignId } from './campaignListFixtures.ts';
export {
  type ApiOutage,
  IN_MEMORY_BASE_URL,
  type InMemoryFetch,
  InMemoryPlatform,
  type InMemoryPlatformProps,
} from './InMemoryPlatform.tsx';
export { type AccountApiSeed, createInMemoryAccountApi } from './inMemoryAccountApi.ts';
export {
  BILLING_ADVERTISER_ID,
  BILLING_CAMPAIGNS,
  type BillingApiRequest,
  type BillingApiSeed,
  billingInfoFixture,
  createInMemoryBillingApi,
  invoiceFixture,
  paymentMethodFixture,
  spendingLimitsFixture,
} from './inMemoryBillingApi.ts';
export {
  CAMPAIGN_ADVERTISER_ID,
  CAMPAIGN_FIXTURES,
  campaignFixture,
  createInMemoryCampaignApi,
  type InMemoryCampaignApiOptions,
} from './inMemoryCampaignApi.ts';
export {
  createInMemoryInventoryApi,
  INVENTORY_ADVERTISER_ID,
  INVENTORY_AUDIENCES,
  INVENTORY_CATALOGUE,
  INVENTORY_PLAYLISTS,
  INVENTORY_SEGMENTS,
  inventorySearchOptions,
} from './inMemoryInventoryApi.ts';
export {
  answerMeasurementRead,
  INCREMENTALITY_FIXTURES,
  type IncrementalityFixture,
  MEASUREMENT_CAMPAIGNS,
  type MeasurementSeed,
} from './inMemoryMeasurement.ts';
export {
  createInMemoryOnboardingApi,
  ONBOARDING_ADVERTISER_ID,
  type OnboardingApiSeed,
  type StoredOnboardingEvent,
} from './inMemoryOnboardingApi.ts';
export { createInMemoryPixelsApi, PIXELS_ADVERTISER_ID, type PixelsApiSeed } from './inMemoryPixelsApi.ts';
export {
  createInMemoryTeamApi,
  TEAM_ADVERTISER_ID,
  type TeamApiRequest,
  type TeamApiSeed,
  teamMemberFixture,
  USER_ROLES_FIXTURE,
} from './inMemoryTeamApi.ts';
export { jsonResponse, notFound } from './jsonResponse.ts';
export { currentUserFixture, type Viewer } from './viewerFixture.ts';

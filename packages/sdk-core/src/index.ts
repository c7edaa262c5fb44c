export type { AdvertiserCache, AdvertiserCacheOptions, CacheableAdvertiser } from './advertiserCache.ts';
export {
  createAdvertiserCache,
  fetchWithTemporaryAdminAccess,
  needsRefetchAfterUpdate,
  sortAdvertisersByName,
  withTemporaryAdminAccess,
} from './advertiserCache.ts';
export type {
  Analytics,
  AnalyticsAdvertiser,
  AnalyticsFacadeOptions,
  AnalyticsProperties,
  AnalyticsSdk,
  AnalyticsUser,
} from './analytics.ts';
export { createAnalytics } from './analytics.ts';
export { ApiError, type ErrorBody } from './apiError.ts';
export { type LoudnessMeasurement, measureLoudness } from './audio/measureLoudness.ts';
export { type LoudnessTarget, type NormalizedAudio, normalizeLoudness } from './audio/normalizeLoudness.ts';
export { DEFAULT_PEAK_COUNT, type WaveformPeaks, waveformPeaks } from './audio/waveformPeaks.ts';
export {
  createPlatformClient,
  type PlatformClient,
  type PlatformClientOptions,
  platformBaseUrl,
} from './client.ts';
export type { components, operations, paths } from './generated/api.d.ts';
export {
  type AddressSearch,
  createGeocodingClient,
  type GeocodingClient,
  type GeoPlace,
} from './geocoding.ts';
export {
  buildFilterBy,
  createInventorySearchClient,
  type InventoryItem,
  type InventorySearchClient,
  type InventorySearchClientOptions,
  type InventorySearchParams,
  type InventorySearchResult,
  type RangeFilterField,
} from './inventorySearch.ts';
export { createMemoryStorage } from './memoryStorage.ts';
export type {
  NavigationAdvertiser,
  NavigationDecision,
  NavigationOptions,
  NavigationState,
} from './navigationRules.ts';
export {
  advertiserSegment,
  decideNavigation,
  isAdvertiserSegment,
  NO_ADVERTISERS_PATH,
  PUBLIC_PATHS,
} from './navigationRules.ts';
export {
  AD_BLOCKER_NOTIFICATION,
  type LogoutRequest,
  type PlatformNotification,
  SIGNUP_ISSUE_TITLE,
} from './notifications.ts';
export type { OnboardingAdvertiser, OnboardingEventLike } from './onboardingRules.ts';
export {
  BILLING_INFO_SAVED_EVENT,
  canDismiss,
  canSnooze,
  isOnboardingComplete,
  isOnboardingVisible,
  isPixelVerified,
  isSnoozed,
  isViewRequired,
  ONBOARDING_STEP_ORDER,
  onboardingStepStatus,
  PAYMENT_METHOD_ADDED_EVENT,
  shouldFetchProgress,
  shouldRecordCompleted,
  snoozeCount,
} from './onboardingRules.ts';
export { createPlatformMiddleware, type PlatformMiddlewareOptions } from './platformMiddleware.ts';
export {
  advertiserKey,
  advertiserListKey,
  createAdvertiserMutation,
  getAdvertiserAsAdminQuery,
  getAdvertiserQuery,
  listAdvertisersQuery,
  listBillingTypesQuery,
  searchAdvertisersQuery,
  updateAdvertiserMutation,
} from './queries/advertisers.ts';
export {
  dismissAlertMutation,
  listAlertsQuery,
} from './queries/alerts.ts';
export {
  createAssetMutation,
  createAudioVersionMutation,
  deleteAssetMutation,
  getAssetQuery,
  getAudioVersionQuery,
  listAssetsQuery,
  listAudioVersionsQuery,
  listVoicesQuery,
  normalizeAssetMutation,
  regenerateAudioVersionMutation,
  suggestScriptMutation,
  updateAssetMutation,
} from './queries/assets.ts';
export {
  createAudienceMutation,
  createCrmUploadMutation,
  getAudienceQuery,
  listAudienceSegmentsQuery,
  listAudiencesQuery,
  searchSegmentsQuery,
  updateAudienceMutation,
} from './queries/audiences.ts';
export {
  authenticateMutation,
  listSandboxMailboxQuery,
  logoutMutation,
  requestLoginLinkMutation,
} from './queries/auth.ts';
export {
  listAttributionPartnersQuery,
  listBillableEventsQuery,
  updateBillableEventMutation,
} from './queries/billableEvents.ts';
export {
  createBillingInfoMutation,
  createPaymentMethodMutation,
  createPaymentTokenMutation,
  createSandboxCardTokenMutation,
  getBillingInfoQuery,
  updateBillingInfoMutation,
} from './queries/billing.ts';
export {
  type CampaignFiles,
  changeCampaignStatusMutation,
  createCampaignMutation,
  deleteCampaignMutation,
  getCampaignDeliveryQuery,
  getCampaignQuery,
  listCampaignsQuery,
  updateCampaignMutation,
} from './queries/campaigns.ts';
export {
  ADVERTISER_REQUIRED,
  defineMutation,
  defineQuery,
  type PlatformMutationOptions,
  type PlatformQueryOptions,
  type QueryParams,
  type Schema,
  unwrap,
} from './queries/core.ts';
export {
  createCreativeMutation,
  deleteCreativeMutation,
  getCreativeQuery,
  listCreativesQuery,
  updateCreativeMutation,
} from './queries/creatives.ts';
export { creativeVastUrl, getCreativeVastQuery } from './queries/creativeVast.ts';
export {
  countEventsQuery,
  downloadEventsReportQuery,
  downloadExportQuery,
  listEventsByNameQuery,
  listEventsQuery,
} from './queries/events.ts';
export { forecastCampaignQuery } from './queries/forecast.ts';
export {
  geocodeAddressQuery,
  geocodePlaceQuery,
} from './queries/geocoding.ts';
export {
  createIntegrationMutation,
  getDataExportRunQuery,
  getIntegrationQuery,
  listIntegrationsQuery,
  runDataExportMutation,
  updateIntegrationMutation,
} from './queries/integrations.ts';
export { downloadInvoicePdfQuery, getInvoiceQuery, listInvoicesQuery } from './queries/invoices.ts';
export { earshotKeys } from './queries/keys.ts';
export type { DashboardName } from './queries/metrics.ts';
export {
  getAggregateCpaMetricsQuery,
  getAggregateMetricsQuery,
  getConversionLagQuery,
  getExploTokenQuery,
  getIncrementalityQuery,
  getMetricsBreakdownQuery,
  getMetricsReportQuery,
  listEventTypesQuery,
} from './queries/metrics.ts';
export {
  createOnboardingEventMutation,
  listOnboardingEventsQuery,
} from './queries/onboarding.ts';
export {
  deletePaymentMethodMutation,
  getPaymentsPortalQuery,
  listPaymentMethodsQuery,
  updatePaymentMethodMutation,
} from './queries/paymentMethods.ts';
export { getPixelQuery } from './queries/pixel.ts';
export {
  createPlaylistMutation,
  deletePlaylistMutation,
  getPlaylistQuery,
  listPlaylistsQuery,
  updatePlaylistMutation,
} from './queries/playlists.ts';
export {
  downloadReportQuery,
  listReportsQuery,
} from './queries/reports.ts';
export {
  createScheduledReportMutation,
  deleteScheduledReportMutation,
  listScheduledReportRunsQuery,
  listScheduledReportsQuery,
  runScheduledReportMutation,
  updateScheduledReportMutation,
} from './queries/scheduledReports.ts';
export { getSpendingLimitsQuery, updateSpendingLimitsMutation } from './queries/spendingLimits.ts';
export { listTargetingOptionsQuery } from './queries/targetingOptions.ts';
export {
  createTeamMembersMutation,
  deleteTeamMemberMutation,
  listTeamMembersQuery,
  updateTeamMemberMutation,
} from './queries/teams.ts';
export {
  createUserMutation,
  getCurrentUserQuery,
  impersonateUserMutation,
  listUserRolesQuery,
  searchUsersQuery,
  updateCurrentUserMutation,
} from './queries/users.ts';
export type { RetryOptions } from './retry.ts';
export { retry } from './retry.ts';
export { createRetryingFetch, type RetryingFetchOptions } from './retryingFetch.ts';
export {
  type RudderStackLoadOptions,
  toRudderStackLoadOptions,
  unappliedAnalyticsOptions,
} from './rudderStackLoadOptions.ts';
export type { Session, SessionOptions, SessionState, SessionUser } from './session.ts';
export {
  createSession,
  isAppPath,
  isRedirectTarget,
  needsSignup,
  PATHS_WITHOUT_REDIRECT,
  REDIRECT_TARGET_TTL_MS,
} from './session.ts';
export {
  createSessionRefreshingFetch,
  type SessionRefresher,
  type SessionRefreshingFetchOptions,
} from './sessionRefreshingFetch.ts';
export type {
  CookieJar,
  CookieTokenStoreOptions,
  LocalStorageTokenStoreOptions,
  TokenStore,
} from './tokenStore.ts';
export {
  createCookieTokenStore,
  createLocalStorageTokenStore,
  createMemoryTokenStore,
} from './tokenStore.ts';
export type { S3Data, UploadOptions, UploadXhr } from './upload.ts';
export { UploadError, uploadWithPolicy } from './upload.ts';

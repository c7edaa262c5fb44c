import {
  countEventsQuery,
  downloadEventsReportQuery,
  downloadExportQuery,
  downloadReportQuery,
  forecastCampaignQuery,
  getAdvertiserAsAdminQuery,
  getAdvertiserQuery,
  getAggregateCpaMetricsQuery,
  getAggregateMetricsQuery,
  getAssetQuery,
  getAudienceQuery,
  getAudioVersionQuery,
  getBillingInfoQuery,
  getCampaignDeliveryQuery,
  getCampaignQuery,
  getCreativeQuery,
  getCurrentUserQuery,
  getDataExportRunQuery,
  getExploTokenQuery,
  getIntegrationQuery,
  getMetricsReportQuery,
  getPaymentsPortalQuery,
  getPixelQuery,
  getPlaylistQuery,
  getSpendingLimitsQuery,
  listAdvertisersQuery,
  listAlertsQuery,
  listAssetsQuery,
  listAttributionPartnersQuery,
  listAudienceSegmentsQuery,
  listAudiencesQuery,
  listAudioVersionsQuery,
  listBillableEventsQuery,
  listBillingTypesQuery,
  listCampaignsQuery,
  listCreativesQuery,
  listEventsByNameQuery,
  listEventsQuery,
  listEventTypesQuery,
  listIntegrationsQuery,
  listInvoicesQuery,
  listOnboardingEventsQuery,
  listPaymentMethodsQuery,
  listPlaylistsQuery,
  listReportsQuery,
  listScheduledReportRunsQuery,
  listScheduledReportsQuery,
  listTargetingOptionsQuery,
  listTeamMembersQuery,
  listUserRolesQuery,
  listVoicesQuery,
  searchUsersQuery,
} from '@earshot/sdk-core';
import { paramsQueryHook, queryHook } from './queryHook.ts';

/*
 * The hooks of the reads, one line an operation, grouped by resource: each derives from its sdk-core
 * query factory, takes its parameters and waits, disabled, until those it requires are given.
 */

/** GET /companies (listAdvertisers): the user's own advertisers. */
export const useAdvertisers = queryHook(listAdvertisersQuery);
/** GET /companies/{id} (getAdvertiser). Waits, disabled, until advertiserId is given. */
export const useAdvertiser = queryHook(getAdvertiserQuery);
/** GET /companies/{id} for an advertiser the admin is not a member of: the answer gets temporary admin access (role 1, `tmp_admin_access`), spec §4. Waits, disabled, until advertiserId is given. */
export const useAdvertiserAsAdmin = queryHook(getAdvertiserAsAdminQuery);

/** GET /companies/{id}/assets (listAssets). Waits, disabled, until advertiserId is given. */
export const useAssets = queryHook(listAssetsQuery);
/** GET /companies/{id}/assets/{uuid} (getAsset). Waits, disabled, until advertiserId and assetUuid are given. */
export const useAsset = queryHook<typeof getAssetQuery, [advertiserId: unknown, assetUuid: unknown]>(
  getAssetQuery,
);

/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). Waits, disabled, until advertiserId is given. */
export const useVoices = queryHook(listVoicesQuery);
/** GET /companies/{id}/assets/audio/version (listAudioVersions). Waits, disabled, until advertiserId is given. */
export const useAudioVersions = paramsQueryHook(listAudioVersionsQuery);
/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). Waits, disabled, until advertiserId and externalId are given. */
export const useAudioVersion = queryHook<
  typeof getAudioVersionQuery,
  [advertiserId: unknown, externalId: unknown]
>(getAudioVersionQuery);

/** GET /companies/{id}/audiences (listAudiences). Waits, disabled, until advertiserId is given. */
export const useAudiences = queryHook(listAudiencesQuery);
/** GET /companies/{id}/audiences/{audienceId} (getAudience). Waits, disabled, until advertiserId and audienceId are given. */
export const useAudience = queryHook<typeof getAudienceQuery, [advertiserId: unknown, audienceId: unknown]>(
  getAudienceQuery,
);
/** GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience, the key still sits under the advertiser so switching advertiser never shows stale segments. Waits, disabled, until advertiserId and audienceId are given. */
export const useAudienceSegments = queryHook<
  typeof listAudienceSegmentsQuery,
  [advertiserId: unknown, audienceId: unknown]
>(listAudienceSegmentsQuery);

/** GET /companies/{id}/alerts (listAlerts): the open alerts about the advertiser's campaigns. Waits, disabled, until advertiserId is given. */
export const useAlerts = queryHook(listAlertsQuery);
/** GET /companies/{id}/campaigns (listCampaigns); throws 'advertiserId is required' without one. Waits, disabled, until advertiserId is given. */
export const useCampaigns = queryHook(listCampaignsQuery);
/** GET /companies/{id}/campaigns/{campaignId} (getCampaign). Waits, disabled, until advertiserId and campaignId are given. */
export const useCampaign = queryHook<typeof getCampaignQuery, [advertiserId: unknown, campaignId: unknown]>(
  getCampaignQuery,
);
/** GET /companies/{id}/campaigns/{campaignId}/delivery (getCampaignDelivery): spend against the pacing target, day by day. Waits, disabled, until advertiserId and campaignId are given. */
export const useCampaignDelivery = queryHook<
  typeof getCampaignDeliveryQuery,
  [advertiserId: unknown, campaignId: unknown]
>(getCampaignDeliveryQuery);
/**
 * POST /companies/{id}/forecast (forecastCampaign), read as a query: what the plan would deliver, cached by
 * the plan's content; a request whose plan changed is cancelled. Waits, disabled, until advertiserId and
 * the plan are given.
 */
export const useCampaignForecast = queryHook(forecastCampaignQuery);

/** GET /companies/{id}/targeting-options (listTargetingOptions): the countries, languages, players, placements and data partners a campaign's targeting can choose from. Waits, disabled, until advertiserId is given. */
export const useTargetingOptions = queryHook(listTargetingOptionsQuery);

/** GET /companies/{id}/creatives (listCreatives). Waits, disabled, until advertiserId is given. */
export const useCreatives = queryHook(listCreativesQuery);
/** GET /companies/{id}/creatives/{creativeId} (getCreative). Waits, disabled, until advertiserId and creativeId are given. */
export const useCreative = queryHook<typeof getCreativeQuery, [advertiserId: unknown, creativeId: unknown]>(
  getCreativeQuery,
);

/** GET /companies/{id}/playlists (listPlaylists). Waits, disabled, until advertiserId is given. */
export const usePlaylists = queryHook(listPlaylistsQuery);
/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. Waits, disabled, until advertiserId and playlistId are given. */
export const usePlaylist = queryHook<typeof getPlaylistQuery, [advertiserId: unknown, playlistId: unknown]>(
  getPlaylistQuery,
);

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. Waits, disabled, until agencyId is given. */
export const useIntegrations = queryHook<typeof listIntegrationsQuery, [agencyId: unknown]>(
  listIntegrationsQuery,
);
/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). Waits, disabled, until agencyId and integrationId are given. */
export const useIntegration = queryHook<
  typeof getIntegrationQuery,
  [agencyId: unknown, integrationId: unknown]
>(getIntegrationQuery);

/** GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun). Waits, disabled, until agencyId and runId are given. */
export const useDataExportRun = queryHook<typeof getDataExportRunQuery, [agencyId: unknown, runId: unknown]>(
  getDataExportRunQuery,
);
/** GET /exports/{exportId} (downloadExport): an export file as CSV text. Waits, disabled, until exportId is given. */
export const useDownloadExport = queryHook(downloadExportQuery);

/** GET /companies/billing-types (listBillingTypes). */
export const useBillingTypes = queryHook(listBillingTypesQuery);
/** GET /companies/{id}/billing-info (getBillingInfo). Waits, disabled, until advertiserId is given. */
export const useBillingInfo = queryHook(getBillingInfoQuery);

/** GET /companies/{id}/payment-methods (listPaymentMethods). Waits, disabled, until advertiserId is given. */
export const usePaymentMethods = queryHook(listPaymentMethodsQuery);
/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. Waits, disabled, until advertiserId is given. */
export const usePaymentsPortal = queryHook(getPaymentsPortalQuery);
/** GET /companies/{id}/invoices (listInvoices), roles 1, 2 and admins only. Waits, disabled, until advertiserId is given. */
export const useInvoices = queryHook(listInvoicesQuery);
/** GET /companies/{id}/spending-limits (getSpendingLimits), roles 1, 2 and admins only. Waits, disabled, until advertiserId is given. */
export const useSpendingLimits = queryHook(getSpendingLimitsQuery);

/** GET /companies/{id}/billable-events (listBillableEvents). Waits, disabled, until advertiserId is given. */
export const useBillableEvents = queryHook(listBillableEventsQuery);
/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). Waits, disabled, until advertiserId is given. */
export const useAttributionPartners = queryHook(listAttributionPartnersQuery);

/** GET /companies/{id}/pixel (getPixel): the tag snippet and its verification. Waits, disabled, until advertiserId is given. */
export const usePixel = queryHook(getPixelQuery);
/** GET /companies/{id}/events (listEvents): the latest pixel events. Waits, disabled, until advertiserId is given. */
export const useEvents = queryHook(listEventsQuery);
/** GET /companies/{id}/events/count (countEvents). Waits, disabled, until advertiserId is given. */
export const useCountEvents = queryHook(countEventsQuery);
/** GET /companies/{id}/events/event-name/{name}?page&size&type (listEventsByName). Waits, disabled, until advertiserId and name are given. */
export const useEventsByName = paramsQueryHook(listEventsByNameQuery);
/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. Waits, disabled, until advertiserId is given. */
export const useDownloadEventsReport = paramsQueryHook(downloadEventsReportQuery);

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). Waits, disabled, until advertiserId is given. */
export const useAggregateMetrics = paramsQueryHook(getAggregateMetricsQuery);
/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). Waits, disabled, until advertiserId is given. */
export const useAggregateCpaMetrics = paramsQueryHook(getAggregateCpaMetricsQuery);
/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. Waits, disabled, until advertiserId and dashboardName are given. */
export const useMetricsReport = queryHook<
  typeof getMetricsReportQuery,
  [advertiserId: unknown, dashboardName: unknown]
>(getMetricsReportQuery);
/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. Waits, disabled, until advertiserId is given. */
export const useEventTypes = queryHook(listEventTypesQuery);
/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. Waits, disabled, until advertiserId is given. */
export const useExploToken = queryHook(getExploTokenQuery);

/** GET /companies/{id}/reporting (listReports). Waits, disabled, until advertiserId is given. */
export const useReports = paramsQueryHook(listReportsQuery);
/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. Waits, disabled, until advertiserId is given. */
export const useDownloadReport = paramsQueryHook(downloadReportQuery);

/** GET /companies/{id}/scheduled-reports (listScheduledReports). Waits, disabled, until advertiserId is given. */
export const useScheduledReports = queryHook(listScheduledReportsQuery);
/** GET /companies/{id}/scheduled-reports/{reportId}/runs (listScheduledReportRuns). Waits, disabled, until advertiserId and reportId are given. */
export const useScheduledReportRuns = queryHook<
  typeof listScheduledReportRunsQuery,
  [advertiserId: unknown, reportId: unknown]
>(listScheduledReportRunsQuery);

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. Waits, disabled, until advertiserId is given. */
export const useTeamMembers = queryHook(listTeamMembersQuery);

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. Waits, disabled, until advertiserId is given. */
export const useOnboardingEvents = queryHook(listOnboardingEventsQuery);

/** GET /users/me (getCurrentUser). */
export const useCurrentUser = queryHook(getCurrentUserQuery);
/** GET /users/roles (listUserRoles); the roles rarely change, so they are kept for the whole session. */
export const useUserRoles = queryHook(listUserRolesQuery);
/** GET /users/search/{email} (searchUsers, admins only). Waits, disabled, until email is given. */
export const useSearchUsers = queryHook(searchUsersQuery);

import { SEARCH_LIMITS } from '@earshot/validators';
import type { operations } from '../generated/api.d.ts';
import { type PlatformClient, withQueryOptions } from './core.ts';
import { itemQuery, listQuery, paramsQuery } from './operationFactories.ts';

/*
 * The reads of one advertiser's resources, a row an operation: its operationId, its path (which
 * must be that operation's) and the resource its key sits under. Every key starts with
 * `['earshot', advertiserId]`, so switching advertiser never mixes data.
 */

/** A dashboard of the reporting service: 'cpm', 'cpa' or 'cpa-incrementality'. */
export type DashboardName = operations['getMetricsReport']['parameters']['path']['dashboardName'];

/** GET /companies/{id}/campaigns (listCampaigns); throws 'advertiserId is required' without one. */
export const listCampaignsQuery = listQuery('listCampaigns', '/companies/{id}/campaigns', 'campaigns');
/** GET /companies/{id}/campaigns/{campaignId} (getCampaign). */
export const getCampaignQuery = itemQuery('getCampaign', '/companies/{id}/campaigns/{campaignId}', {
  resource: 'campaigns',
  param: 'campaignId',
  missing: 'Missing required parameter campaign id',
});

/**
 * GET /companies/{id}/campaigns/{campaignId}/delivery (getCampaignDelivery): the campaign's delivery and
 * its spend against the pacing target on every day of its flight.
 */
export const getCampaignDeliveryQuery = itemQuery(
  'getCampaignDelivery',
  '/companies/{id}/campaigns/{campaignId}/delivery',
  { resource: 'campaign-delivery', param: 'campaignId', missing: 'Missing required parameter campaign id' },
);

/**
 * GET /companies/{id}/alerts (listAlerts): the open alerts about the advertiser's campaigns, brought
 * up to date by the read; answers `{ alerts }`.
 */
export const listAlertsQuery = listQuery('listAlerts', '/companies/{id}/alerts', 'alerts');

/**
 * GET /companies/{id}/targeting-options (listTargetingOptions): the countries, languages, players,
 * placements and data partners a campaign's targeting can choose from.
 */
export const listTargetingOptionsQuery = listQuery(
  'listTargetingOptions',
  '/companies/{id}/targeting-options',
  'targeting-options',
);

/** GET /companies/{id}/creatives (listCreatives). */
export const listCreativesQuery = listQuery('listCreatives', '/companies/{id}/creatives', 'creatives');
/** GET /companies/{id}/creatives/{creativeId} (getCreative). */
export const getCreativeQuery = itemQuery('getCreative', '/companies/{id}/creatives/{creativeId}', {
  resource: 'creatives',
  param: 'creativeId',
  missing: 'Missing required parameter creative id',
});

/** GET /companies/{id}/playlists (listPlaylists). */
export const listPlaylistsQuery = listQuery('listPlaylists', '/companies/{id}/playlists', 'playlists');
/** GET /companies/{id}/playlists/{playlistId} (getPlaylist); throws 'Missing required parameter playlist id'. */
export const getPlaylistQuery = itemQuery('getPlaylist', '/companies/{id}/playlists/{playlistId}', {
  resource: 'playlists',
  param: 'playlistId',
  missing: 'Missing required parameter playlist id',
});

/** GET /companies/{id}/audiences (listAudiences). */
export const listAudiencesQuery = listQuery('listAudiences', '/companies/{id}/audiences', 'audiences');
/** GET /companies/{id}/audiences/{audienceId} (getAudience). */
export const getAudienceQuery = itemQuery('getAudience', '/companies/{id}/audiences/{audienceId}', {
  resource: 'audiences',
  param: 'audienceId',
  missing: 'Missing required parameter audience id',
});
/**
 * GET /audiences/{id}/segments?page=0&size=1000 (listAudienceSegments). The path names the audience,
 * the key still sits under the advertiser so switching advertiser never shows stale segments.
 */
export const listAudienceSegmentsQuery = itemQuery('listAudienceSegments', '/audiences/{id}/segments', {
  resource: 'audience-segments',
  param: 'id',
  missing: 'Missing required parameter audience id',
  query: { page: 0, size: SEARCH_LIMITS.audienceSegmentsSize },
});

/** GET /companies/{id}/assets (listAssets). */
export const listAssetsQuery = listQuery('listAssets', '/companies/{id}/assets', 'assets');
/** GET /companies/{id}/assets/{uuid} (getAsset). */
export const getAssetQuery = itemQuery('getAsset', '/companies/{id}/assets/{uuid}', {
  resource: 'assets',
  param: 'uuid',
  missing: 'Missing required parameter asset uuid',
});
const listVoices = listQuery('listVoices', '/companies/{id}/assets/audio/voices', 'voices');
/** GET /companies/{id}/assets/audio/voices (listVoices); the client retries it on failure (spec §7). */
export const listVoicesQuery = (client: PlatformClient, advertiserId: string | null | undefined) =>
  withQueryOptions(listVoices(client, advertiserId), {
    // The client already retries with the spec's backoff; a second retry layer would multiply attempts.
    // Typed boolean, not false, so a caller may still turn retries on.
    retry: false as boolean,
  });
/** GET /companies/{id}/assets/audio/version (listAudioVersions). */
export const listAudioVersionsQuery = paramsQuery(
  'listAudioVersions',
  '/companies/{id}/assets/audio/version',
  'audio-versions',
);
/** GET /companies/{id}/assets/audio/version/{externalId} (getAudioVersion). */
export const getAudioVersionQuery = itemQuery(
  'getAudioVersion',
  '/companies/{id}/assets/audio/version/{externalId}',
  {
    resource: 'audio-versions',
    param: 'externalId',
    missing: 'Missing required parameter audio version external id',
  },
);

/** GET /companies/{id}/billable-events (listBillableEvents). */
export const listBillableEventsQuery = listQuery(
  'listBillableEvents',
  '/companies/{id}/billable-events',
  'billable-events',
);
/** GET /companies/{id}/billable-events/attribution-partners (listAttributionPartners). */
export const listAttributionPartnersQuery = listQuery(
  'listAttributionPartners',
  '/companies/{id}/billable-events/attribution-partners',
  'attribution-partners',
);

/** GET /companies/{id}/payment-methods (listPaymentMethods). */
export const listPaymentMethodsQuery = listQuery(
  'listPaymentMethods',
  '/companies/{id}/payment-methods',
  'payment-methods',
);
/** GET /companies/{id}/payments/portal (getPaymentsPortal): the URL of the payment provider's portal. */
export const getPaymentsPortalQuery = listQuery(
  'getPaymentsPortal',
  '/companies/{id}/payments/portal',
  'payments-portal',
);

/** GET /companies/{id}/events (listEvents): the latest pixel events. */
export const listEventsQuery = listQuery('listEvents', '/companies/{id}/events', 'events');
/** GET /companies/{id}/events/count (countEvents). */
export const countEventsQuery = listQuery('countEvents', '/companies/{id}/events/count', 'events-count');
/** GET /companies/{id}/events/report?event_type (downloadEventsReport): answers the `s3_url` of the export. */
export const downloadEventsReportQuery = paramsQuery(
  'downloadEventsReport',
  '/companies/{id}/events/report',
  'events-report',
);

/** GET /companies/{agencyId}/integrations (listIntegrations); the agency is the advertiser. */
export const listIntegrationsQuery = listQuery(
  'listIntegrations',
  '/companies/{agencyId}/integrations',
  'integrations',
);
/** GET /companies/{agencyId}/integrations/{integrationId} (getIntegration). */
export const getIntegrationQuery = itemQuery(
  'getIntegration',
  '/companies/{agencyId}/integrations/{integrationId}',
  { resource: 'integrations', param: 'integrationId', missing: 'Missing required parameter integration id' },
);
/**
 * GET /companies/{agencyId}/data-export/runs/{runId} (getDataExportRun): a run as `runDataExport`
 * answered it, for following one that answered `queued` or `running` until it finishes.
 */
export const getDataExportRunQuery = itemQuery(
  'getDataExportRun',
  '/companies/{agencyId}/data-export/runs/{runId}',
  { resource: 'data-export-runs', param: 'runId', missing: 'Missing required parameter data-export run id' },
);

/** GET /companies/{id}/metrics/aggregate?startDate&endDate (getAggregateMetrics). */
export const getAggregateMetricsQuery = paramsQuery(
  'getAggregateMetrics',
  '/companies/{id}/metrics/aggregate',
  'metrics-aggregate',
);
/** GET /companies/{id}/metrics/aggregate_cpa?startDate&endDate&useLift (getAggregateCpaMetrics). */
export const getAggregateCpaMetricsQuery = paramsQuery(
  'getAggregateCpaMetrics',
  '/companies/{id}/metrics/aggregate_cpa',
  'metrics-aggregate-cpa',
);
/**
 * GET /companies/{id}/metrics/breakdown?dimension&start_date&end_date&campaign_ids&attribution_window_days
 * &attribution_model (getMetricsBreakdown): delivery and attributed conversions by a dimension.
 */
export const getMetricsBreakdownQuery = paramsQuery(
  'getMetricsBreakdown',
  '/companies/{id}/metrics/breakdown',
  'metrics-breakdown',
);
/** GET /companies/{id}/metrics/incrementality?start_date&end_date&campaign_ids (getIncrementality). */
export const getIncrementalityQuery = paramsQuery(
  'getIncrementality',
  '/companies/{id}/metrics/incrementality',
  'metrics-incrementality',
);
/**
 * GET /companies/{id}/metrics/conversion-lag?start_date&end_date&campaign_ids&attribution_window_days
 * (getConversionLag): attributed conversions by days since first exposure.
 */
export const getConversionLagQuery = paramsQuery(
  'getConversionLag',
  '/companies/{id}/metrics/conversion-lag',
  'metrics-conversion-lag',
);
/** GET /companies/{id}/metrics/report/{dashboardName} (getMetricsReport): the dashboard iframe url. */
export const getMetricsReportQuery = itemQuery(
  'getMetricsReport',
  '/companies/{id}/metrics/report/{dashboardName}',
  {
    resource: 'metrics-report',
    param: 'dashboardName',
    missing: 'Missing required parameter dashboard name',
  },
);
/** GET /companies/{id}/metrics/event-types (listEventTypes); pixel verification reads it. */
export const listEventTypesQuery = listQuery(
  'listEventTypes',
  '/companies/{id}/metrics/event-types',
  'event-types',
);

/** GET /companies/{id}/reporting (listReports). */
export const listReportsQuery = paramsQuery('listReports', '/companies/{id}/reporting', 'reporting');
/** GET /companies/{id}/reporting/download?startDate&endDate (downloadReport): the report as CSV text. */
export const downloadReportQuery = paramsQuery(
  'downloadReport',
  '/companies/{id}/reporting/download',
  'reporting-download',
  { parseAs: 'text' },
);

/** GET /companies/{teamId}/teams (listTeamMembers); the team is the advertiser. */
export const listTeamMembersQuery = listQuery('listTeamMembers', '/companies/{teamId}/teams', 'team');

/** GET /companies/{id}/onboarding (listOnboardingEvents): the events the onboarding rules read. */
export const listOnboardingEventsQuery = listQuery(
  'listOnboardingEvents',
  '/companies/{id}/onboarding',
  'onboarding',
);
/** GET /companies/{id}/explo (getExploToken): a signed token for the embedded dashboard. */
export const getExploTokenQuery = listQuery('getExploToken', '/companies/{id}/explo', 'explo');

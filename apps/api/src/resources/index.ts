import type { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import type { SeedStep } from '../seed/seedContext.ts';
import { seedExposedConversions } from '../services/delivery/exposedConversionsSeed.ts';
import { seedDelivery } from '../services/delivery/seed.ts';
import { geocodingRoutes } from '../services/geocoding/routes.ts';
import { pixelRoutes } from '../services/pixel/routes.ts';
import { crmUploadRoutes } from '../services/uploads/crmUploadRoutes.ts';
import { uploadsRoutes } from '../services/uploads/routes.ts';
import { attachLogoUpload } from './advertisers/logoUpload.ts';
import { advertisersRoutes } from './advertisers/routes.ts';
import { alertsRoutes } from './alerts/routes.ts';
import { attachAssetUpload } from './assets/assetUpload.ts';
import { assetsRoutes } from './assets/routes.ts';
import { seedAssets } from './assets/seed.ts';
import { audiencesRoutes } from './audiences/routes.ts';
import { seedAudiences, seedSegments } from './audiences/seed.ts';
import { audioRoutes } from './audio/routes.ts';
import { seedAudioVersions } from './audio/seed.ts';
import { billableEventsRoutes } from './billableEvents/routes.ts';
import { seedBillableEvents } from './billableEvents/seed.ts';
import { billingRoutes } from './billing/routes.ts';
import { seedBilling } from './billing/seed.ts';
import { campaignsRoutes } from './campaigns/routes.ts';
import { seedCampaigns } from './campaigns/seed.ts';
import { attachCreativeUpload } from './creatives/creativeUpload.ts';
import { creativesRoutes } from './creatives/routes.ts';
import { seedCreatives } from './creatives/seed.ts';
import { eventsRoutes } from './events/routes.ts';
import { seedEvents } from './events/seed.ts';
import { forecastRoutes } from './forecast/routes.ts';
import { integrationsRoutes } from './integrations/routes.ts';
import { seedIntegrations } from './integrations/seed.ts';
import { invoicesRoutes } from './invoices/routes.ts';
import { seedInvoices } from './invoices/seed.ts';
import { metricsRoutes } from './metrics/routes.ts';
import { onboardingRoutes } from './onboarding/routes.ts';
import { seedOnboarding } from './onboarding/seed.ts';
import { playlistsRoutes } from './playlists/routes.ts';
import { seedPlaylists } from './playlists/seed.ts';
import { reportingRoutes } from './reporting/routes.ts';
import { scheduledReportsRoutes } from './scheduledReports/routes.ts';
import { targetingOptionsRoutes } from './targetingOptions/routes.ts';
import { teamsRoutes } from './teams/routes.ts';
import { seedTeamInvitations } from './teams/seed.ts';
import { usersRoutes } from './users/routes.ts';

/**
 * Every resource's routes, mounted under `/v1` in this order; each resource adds its own import and
 * one entry. advertisersRoutes stays LAST: its `/companies/:id` would otherwise answer literal
 * paths such as `/companies/billing-types` before the resource that owns them.
 */
export const resourceRoutes: Hono<AppEnv>[] = [
  usersRoutes(),
  audioRoutes(),
  assetsRoutes(),
  creativesRoutes(),
  campaignsRoutes(),
  forecastRoutes(),
  targetingOptionsRoutes(),
  alertsRoutes(),
  playlistsRoutes(),
  audiencesRoutes(),
  teamsRoutes(),
  billingRoutes(),
  invoicesRoutes(),
  reportingRoutes(),
  eventsRoutes(),
  metricsRoutes(),
  scheduledReportsRoutes(),
  onboardingRoutes(),
  billableEventsRoutes(),
  integrationsRoutes(),
  geocodingRoutes(),
  pixelRoutes(),
  uploadsRoutes([attachAssetUpload, attachCreativeUpload, attachLogoUpload]),
  crmUploadRoutes(),
  advertisersRoutes(),
];

/** Demo-data steps run after the core seed (users, advertisers, memberships), in this order. */
export const resourceSeeds: SeedStep[] = [
  seedAssets,
  seedAudioVersions,
  seedCreatives,
  seedPlaylists,
  seedSegments,
  seedAudiences,
  seedCampaigns,
  seedTeamInvitations,
  seedBilling,
  seedEvents,
  seedDelivery,
  seedInvoices,
  seedExposedConversions,
  seedOnboarding,
  seedBillableEvents,
  seedIntegrations,
];

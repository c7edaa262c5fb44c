import {
  authenticateMutation,
  changeCampaignStatusMutation,
  createAdvertiserMutation,
  createAssetMutation,
  createAudienceMutation,
  createAudioVersionMutation,
  createBillingInfoMutation,
  createCampaignMutation,
  createCreativeMutation,
  createCrmUploadMutation,
  createIntegrationMutation,
  createOnboardingEventMutation,
  createPaymentMethodMutation,
  createPaymentTokenMutation,
  createPlaylistMutation,
  createSandboxCardTokenMutation,
  createScheduledReportMutation,
  createTeamMembersMutation,
  createUserMutation,
  deleteAssetMutation,
  deleteCampaignMutation,
  deleteCreativeMutation,
  deletePaymentMethodMutation,
  deletePlaylistMutation,
  deleteScheduledReportMutation,
  deleteTeamMemberMutation,
  dismissAlertMutation,
  impersonateUserMutation,
  logoutMutation,
  normalizeAssetMutation,
  regenerateAudioVersionMutation,
  requestLoginLinkMutation,
  runDataExportMutation,
  runScheduledReportMutation,
  suggestScriptMutation,
  updateAdvertiserMutation,
  updateAssetMutation,
  updateAudienceMutation,
  updateBillableEventMutation,
  updateBillingInfoMutation,
  updateCampaignMutation,
  updateCreativeMutation,
  updateCurrentUserMutation,
  updateIntegrationMutation,
  updatePaymentMethodMutation,
  updatePlaylistMutation,
  updateScheduledReportMutation,
  updateSpendingLimitsMutation,
  updateTeamMemberMutation,
} from '@earshot/sdk-core';
import { mutationHook } from './mutationHook.ts';

/*
 * The hooks of the writes, one line an operation, grouped by resource: each derives from its sdk-core
 * mutation factory, whose variables it takes and whose invalidation runs before the caller's onSuccess.
 */

/** POST /companies (createAdvertiser): answers the advertiser and the `s3_data` for its logo. */
export const useCreateAdvertiser = mutationHook(createAdvertiserMutation);
/** PATCH /companies/{id} (updateAdvertiser); invalidates the list and the advertiser, including its temporary-admin-access query, so an advertiser opened by an admin is re-fetched (spec §4). */
export const useUpdateAdvertiser = mutationHook(updateAdvertiserMutation);

/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export const useCreateAsset = mutationHook(createAssetMutation);
/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export const useUpdateAsset = mutationHook(updateAssetMutation);
/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export const useDeleteAsset = mutationHook(deleteAssetMutation);
/** POST /companies/{id}/assets/{uuid}/normalize (normalizeAsset): answers the loudness-normalized copy, a new asset. */
export const useNormalizeAsset = mutationHook(normalizeAssetMutation);

/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export const useCreateAudioVersion = mutationHook(createAudioVersionMutation);
/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export const useRegenerateAudioVersion = mutationHook(regenerateAudioVersionMutation);
/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export const useSuggestScript = mutationHook(suggestScriptMutation);

/** POST /companies/{id}/audiences (createAudience). */
export const useCreateAudience = mutationHook(createAudienceMutation);
/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export const useUpdateAudience = mutationHook(updateAudienceMutation);
/** POST /companies/{id}/audiences/crm-uploads (createCrmUpload). */
export const useCreateCrmUpload = mutationHook(createCrmUploadMutation);

/** POST /companies/{id}/campaigns (createCampaign, multipart); invalidates the advertiser's campaigns. */
export const useCreateCampaign = mutationHook(createCampaignMutation);
/** PATCH /companies/{id}/campaigns/{campaignId} (updateCampaign, multipart); invalidates the campaigns. */
export const useUpdateCampaign = mutationHook(updateCampaignMutation);
/**
 * POST /companies/{id}/campaigns/{campaignId}/status (changeCampaignStatus): launch, pause, resume or
 * end a campaign; invalidates the campaigns and the alerts.
 */
export const useChangeCampaignStatus = mutationHook(changeCampaignStatusMutation);
/** POST /companies/{id}/alerts/{alertId}/dismiss (dismissAlert); invalidates the alerts. */
export const useDismissAlert = mutationHook(dismissAlertMutation);
/** DELETE /companies/{id}/campaigns/{campaignId} (deleteCampaign); invalidates the campaigns. */
export const useDeleteCampaign = mutationHook(deleteCampaignMutation);

/** POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the `s3_data` / `s3_displayad` policies to upload its audio and display files with. */
export const useCreateCreative = mutationHook(createCreativeMutation);
/** PATCH /companies/{id}/creatives/{creativeId} (updateCreative). */
export const useUpdateCreative = mutationHook(updateCreativeMutation);
/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export const useDeleteCreative = mutationHook(deleteCreativeMutation);

/** POST /companies/{id}/playlists (createPlaylist). */
export const useCreatePlaylist = mutationHook(createPlaylistMutation);
/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export const useUpdatePlaylist = mutationHook(updatePlaylistMutation);
/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export const useDeletePlaylist = mutationHook(deletePlaylistMutation);

/** POST /companies/{agencyId}/integrations (createIntegration). */
export const useCreateIntegration = mutationHook(createIntegrationMutation);
/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export const useUpdateIntegration = mutationHook(updateIntegrationMutation);

/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export const useRunDataExport = mutationHook(runDataExportMutation);

/** POST /companies/{id}/scheduled-reports (createScheduledReport). */
export const useCreateScheduledReport = mutationHook(createScheduledReportMutation);
/** PATCH /companies/{id}/scheduled-reports/{reportId} (updateScheduledReport): edit, pause or resume. */
export const useUpdateScheduledReport = mutationHook(updateScheduledReportMutation);
/** DELETE /companies/{id}/scheduled-reports/{reportId} (deleteScheduledReport). */
export const useDeleteScheduledReport = mutationHook(deleteScheduledReportMutation);
/** POST /companies/{id}/scheduled-reports/{reportId}/run (runScheduledReport): sends one now. */
export const useRunScheduledReport = mutationHook(runScheduledReportMutation);

/** POST /companies/{id}/billing-info (createBillingInfo); records the 'billing' onboarding event. */
export const useCreateBillingInfo = mutationHook(createBillingInfoMutation);
/** PATCH /companies/{id}/billing-info?qualify-buyer= (updateBillingInfo); records the 'billing' event. */
export const useUpdateBillingInfo = mutationHook(updateBillingInfoMutation);

/** POST /companies/{id}/payment-methods (createPaymentMethod); needs a payment method id and a buyer_id ('No payment data has been introduced'), then records the 'payment' onboarding event. */
export const useCreatePaymentMethod = mutationHook(createPaymentMethodMutation);
/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export const useUpdatePaymentMethod = mutationHook(updatePaymentMethodMutation);
/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export const useDeletePaymentMethod = mutationHook(deletePaymentMethodMutation);
/** POST /companies/{id}/payment-token (createPaymentToken); needs billing data with a buyer_id. */
export const useCreatePaymentToken = mutationHook(createPaymentTokenMutation);
/** POST /sandbox/tokens (createSandboxCardToken): the sandbox's card form; answers the `pm_…` id to add. */
export const useCreateSandboxCardToken = mutationHook(createSandboxCardTokenMutation);
/** PATCH /companies/{id}/spending-limits (updateSpendingLimits); refreshes the campaigns and alerts. */
export const useUpdateSpendingLimits = mutationHook(updateSpendingLimitsMutation);

/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export const useUpdateBillableEvent = mutationHook(updateBillableEventMutation);

/** POST /companies/{teamId}/teams (createTeamMembers): invites several members at once. */
export const useCreateTeamMembers = mutationHook(createTeamMembersMutation);
/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export const useUpdateTeamMember = mutationHook(updateTeamMemberMutation);
/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export const useDeleteTeamMember = mutationHook(deleteTeamMemberMutation);

/** POST /companies/{id}/onboarding (createOnboardingEvent), e.g. `{ name: 'snooze' }`. */
export const useCreateOnboardingEvent = mutationHook(createOnboardingEventMutation);

/** PATCH /users (updateCurrentUser); invalidates the user. */
export const useUpdateCurrentUser = mutationHook(updateCurrentUserMutation);
/** POST /users (createUser): answers the user and the `s3_data` to upload its file with. */
export const useCreateUser = mutationHook(createUserMutation);
/** GET /users/me/{email} (impersonateUser, admins only): a read on the wire, but it switches the session to the impersonated user, so it is a mutation that invalidates everything. */
export const useImpersonateUser = mutationHook(impersonateUserMutation);

/** POST /login-link (requestLoginLink): e-mails a passwordless login link. */
export const useRequestLoginLink = mutationHook(requestLoginLinkMutation);
/** POST /authenticate (authenticate): exchanges the link token for a session; the client middleware stores the returned `_token`. Everything cached for a previous user is invalidated. */
export const useAuthenticate = mutationHook(authenticateMutation);
/** POST /logout (logout): ends the session on the server and drops every cached query. */
export const useLogout = mutationHook(logoutMutation);

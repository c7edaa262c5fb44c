import { writeMutation } from './operationFactories.ts';

/*
 * The writes to one advertiser's resources, a row an operation: its operationId (also the mutation
 * key), its method and path (which must be that operation's), the resources it invalidates once it
 * succeeded and the variable naming the item it writes. Variables are `{ advertiserId, <item>, body }`.
 */

const CREATIVE = { variable: 'creativeId', missing: 'Missing required parameter creative id' } as const;
const PLAYLIST = { variable: 'playlistId', missing: 'Missing required parameter playlist id' } as const;
const CAMPAIGN = { variable: 'campaignId', missing: 'Missing required parameter campaign id' } as const;
const ASSET = { variable: 'uuid', missing: 'Missing required parameter asset uuid' } as const;
const PAYMENT_METHOD = { variable: 'pmId', missing: 'Missing required parameter payment method id' } as const;
const TEAM_MEMBER = {
  variable: 'memberId',
  param: 'id',
  missing: 'Missing required parameter team member id',
} as const;

/**
 * POST /companies/{id}/creatives (createCreative): answers `creativeId`, the creative, and the
 * `s3_data` / `s3_displayad` policies to upload its audio and display files with.
 */
export const createCreativeMutation = writeMutation('createCreative', 'post', '/companies/{id}/creatives', {
  invalidates: ['creatives'],
});
/**
 * PATCH /companies/{id}/creatives/{creativeId} (updateCreative): answers the creative and, for each
 * audio or display ad file the body names, the `s3_data` / `s3_displayad` policy to upload it with
 * (null for a file it does not name). Naming a file replaces the current one, even under its name.
 */
export const updateCreativeMutation = writeMutation(
  'updateCreative',
  'patch',
  '/companies/{id}/creatives/{creativeId}',
  { invalidates: ['creatives'], item: CREATIVE },
);
/** DELETE /creatives/{id} (deleteCreative); the advertiser names the list to invalidate. */
export const deleteCreativeMutation = writeMutation('deleteCreative', 'delete', '/creatives/{id}', {
  invalidates: ['creatives'],
  item: { ...CREATIVE, param: 'id' },
});

/** POST /companies/{id}/playlists (createPlaylist). */
export const createPlaylistMutation = writeMutation('createPlaylist', 'post', '/companies/{id}/playlists', {
  invalidates: ['playlists'],
});
/** PATCH /companies/{id}/playlists/{playlistId} (updatePlaylist). */
export const updatePlaylistMutation = writeMutation(
  'updatePlaylist',
  'patch',
  '/companies/{id}/playlists/{playlistId}',
  { invalidates: ['playlists'], item: PLAYLIST },
);
/** DELETE /companies/{id}/playlists/{playlistId} (deletePlaylist). */
export const deletePlaylistMutation = writeMutation(
  'deletePlaylist',
  'delete',
  '/companies/{id}/playlists/{playlistId}',
  { invalidates: ['playlists'], item: PLAYLIST },
);

/**
 * POST /companies/{id}/campaigns/{campaignId}/status (changeCampaignStatus): launch, pause, resume or
 * end the campaign; invalidates the campaigns, their delivery and the alerts.
 */
export const changeCampaignStatusMutation = writeMutation(
  'changeCampaignStatus',
  'post',
  '/companies/{id}/campaigns/{campaignId}/status',
  { invalidates: ['campaigns', 'alerts', 'campaign-delivery'], item: CAMPAIGN },
);
/** POST /companies/{id}/alerts/{alertId}/dismiss (dismissAlert); invalidates the alerts. */
export const dismissAlertMutation = writeMutation(
  'dismissAlert',
  'post',
  '/companies/{id}/alerts/{alertId}/dismiss',
  { invalidates: ['alerts'], item: { variable: 'alertId', missing: 'Missing required parameter alert id' } },
);
/** DELETE /companies/{id}/campaigns/{campaignId} (deleteCampaign); invalidates the campaigns. */
export const deleteCampaignMutation = writeMutation(
  'deleteCampaign',
  'delete',
  '/companies/{id}/campaigns/{campaignId}',
  { invalidates: ['campaigns'], item: CAMPAIGN },
);

/** POST /companies/{id}/audiences (createAudience). */
export const createAudienceMutation = writeMutation('createAudience', 'post', '/companies/{id}/audiences', {
  invalidates: ['audiences'],
});
/** PATCH /companies/{id}/audiences/{audienceId} (updateAudience). */
export const updateAudienceMutation = writeMutation(
  'updateAudience',
  'patch',
  '/companies/{id}/audiences/{audienceId}',
  {
    invalidates: ['audiences', 'audience-segments'],
    item: { variable: 'audienceId', missing: 'Missing required parameter audience id' },
  },
);
/**
 * POST /companies/{id}/audiences/crm-uploads (createCrmUpload): the correlation id a CRM audience
 * refers to and the policy to upload its customer list with.
 */
export const createCrmUploadMutation = writeMutation(
  'createCrmUpload',
  'post',
  '/companies/{id}/audiences/crm-uploads',
  { invalidates: [] },
);

/** POST /companies/{id}/assets (createAsset): answers the asset and the `s3_data` to upload its file. */
export const createAssetMutation = writeMutation('createAsset', 'post', '/companies/{id}/assets', {
  invalidates: ['assets'],
});
/** PATCH /companies/{id}/assets/{uuid} (updateAsset). */
export const updateAssetMutation = writeMutation('updateAsset', 'patch', '/companies/{id}/assets/{uuid}', {
  invalidates: ['assets'],
  item: ASSET,
});
/** DELETE /companies/{id}/assets/{uuid} (deleteAsset). */
export const deleteAssetMutation = writeMutation('deleteAsset', 'delete', '/companies/{id}/assets/{uuid}', {
  invalidates: ['assets'],
  item: ASSET,
});
/**
 * POST /companies/{id}/assets/{uuid}/normalize (normalizeAsset): answers a new asset, the original's
 * audio brought to the `profile`'s loudness and true-peak ceiling, with its `preflight` against it.
 */
export const normalizeAssetMutation = writeMutation(
  'normalizeAsset',
  'post',
  '/companies/{id}/assets/{uuid}/normalize',
  { invalidates: ['assets'], item: ASSET },
);
/** POST /companies/{id}/assets/audio/version (createAudioVersion): generates audio from a script. */
export const createAudioVersionMutation = writeMutation(
  'createAudioVersion',
  'post',
  '/companies/{id}/assets/audio/version',
  { invalidates: ['audio-versions'] },
);
/** POST /companies/{id}/assets/audio/version/{externalId} (regenerateAudioVersion). */
export const regenerateAudioVersionMutation = writeMutation(
  'regenerateAudioVersion',
  'post',
  '/companies/{id}/assets/audio/version/{externalId}',
  {
    invalidates: ['audio-versions'],
    item: { variable: 'externalId', missing: 'Missing required parameter audio version external id' },
  },
);
/** POST /companies/{id}/assets/audio/suggestion (suggestScript): script suggestions; changes nothing. */
export const suggestScriptMutation = writeMutation(
  'suggestScript',
  'post',
  '/companies/{id}/assets/audio/suggestion',
  { invalidates: [] },
);

/** PATCH /companies/{id}/billable-events/{eventId} (updateBillableEvent). */
export const updateBillableEventMutation = writeMutation(
  'updateBillableEvent',
  'patch',
  '/companies/{id}/billable-events/{eventId}',
  {
    invalidates: ['billable-events'],
    item: { variable: 'eventId', missing: 'Missing required parameter billable event id' },
  },
);

/** PATCH /companies/{id}/payment-methods/{pmId} (updatePaymentMethod). */
export const updatePaymentMethodMutation = writeMutation(
  'updatePaymentMethod',
  'patch',
  '/companies/{id}/payment-methods/{pmId}',
  { invalidates: ['payment-methods'], item: PAYMENT_METHOD },
);
/** DELETE /companies/{id}/payment-methods/{pmId} (deletePaymentMethod). */
export const deletePaymentMethodMutation = writeMutation(
  'deletePaymentMethod',
  'delete',
  '/companies/{id}/payment-methods/{pmId}',
  { invalidates: ['payment-methods'], item: PAYMENT_METHOD },
);

/** POST /companies/{agencyId}/integrations (createIntegration). */
export const createIntegrationMutation = writeMutation(
  'createIntegration',
  'post',
  '/companies/{agencyId}/integrations',
  { invalidates: ['integrations'] },
);
/** PATCH /companies/{agencyId}/integrations/{integrationId} (updateIntegration). */
export const updateIntegrationMutation = writeMutation(
  'updateIntegration',
  'patch',
  '/companies/{agencyId}/integrations/{integrationId}',
  {
    invalidates: ['integrations'],
    item: { variable: 'integrationId', missing: 'Missing required parameter integration id' },
  },
);
/** POST /companies/{agencyId}/data-export/run (runDataExport): starts a data export run. */
export const runDataExportMutation = writeMutation(
  'runDataExport',
  'post',
  '/companies/{agencyId}/data-export/run',
  { invalidates: ['integrations'] },
);

/** PATCH /companies/{teamId}/teams/{id} (updateTeamMember). */
export const updateTeamMemberMutation = writeMutation(
  'updateTeamMember',
  'patch',
  '/companies/{teamId}/teams/{id}',
  { invalidates: ['team'], item: TEAM_MEMBER },
);
/** DELETE /companies/{teamId}/teams/{id} (deleteTeamMember). */
export const deleteTeamMemberMutation = writeMutation(
  'deleteTeamMember',
  'delete',
  '/companies/{teamId}/teams/{id}',
  { invalidates: ['team'], item: TEAM_MEMBER },
);

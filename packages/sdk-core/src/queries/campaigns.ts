import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, type PlatformClient, required, type Schema, unwrap } from './core.ts';
import { itemQuery, listQuery, writeMutation } from './operationFactories.ts';

const RESOURCE = 'campaigns';

/** Campaign files sent beside the campaign JSON. */
export interface CampaignFiles {
  /** Audio file of the campaign's creative. */
  audio?: Blob;
  /** Companion display ad file. */
  displayAd?: Blob;
}

/** Campaign writes are multipart: a `campaign` part holding the JSON, plus optional files. */
function campaignForm(campaign: object, files: CampaignFiles): FormData {
  const form = new FormData();
  form.append('campaign', JSON.stringify(campaign));
  if (files.audio) form.append('audio', files.audio);
  if (files.displayAd) form.append('display_ad', files.displayAd);
  return form;
}

/** POST /companies/{id}/campaigns (createCampaign, multipart); invalidates the advertiser's campaigns. */
export function createCampaignMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'createCampaign',
    [RESOURCE],
    (
      {
        campaign,
        audio,
        displayAd,
      }: { advertiserId: string; campaign: Schema<'CampaignInput'> } & CampaignFiles,
      id,
    ) =>
      unwrap(
        client.POST('/companies/{id}/campaigns', {
          params: { path: { id } },
          body: { campaign },
          bodySerializer: (body) => campaignForm(body.campaign, { audio, displayAd }),
        }),
      ),
  );
}

/**
 * PATCH /companies/{id}/campaigns/{campaignId} (updateCampaign, multipart); invalidates the campaigns,
 * their delivery targets and the alerts, which a new budget, flight or creative may raise or clear.
 */
export function updateCampaignMutation(client: PlatformClient, queryClient: QueryClient) {
  return advertiserMutation(
    queryClient,
    'updateCampaign',
    [RESOURCE, 'alerts', 'campaign-delivery'],
    (
      v: {
        advertiserId: string;
        campaignId: string;
        campaign: Schema<'CampaignUpdateInput'>;
      } & CampaignFiles,
      id,
    ) =>
      unwrap(
        client.PATCH('/companies/{id}/campaigns/{campaignId}', {
          params: {
            path: { id, campaignId: required(v.campaignId, 'Missing required parameter campaign id') },
          },
          body: { campaign: v.campaign },
          bodySerializer: (body) => campaignForm(body.campaign, v),
        }),
      ),
  );
}

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

const CAMPAIGN = { variable: 'campaignId', missing: 'Missing required parameter campaign id' } as const;

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

/** DELETE /companies/{id}/campaigns/{campaignId} (deleteCampaign); invalidates the campaigns. */
export const deleteCampaignMutation = writeMutation(
  'deleteCampaign',
  'delete',
  '/companies/{id}/campaigns/{campaignId}',
  { invalidates: ['campaigns'], item: CAMPAIGN },
);

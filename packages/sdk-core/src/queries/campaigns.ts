import type { QueryClient } from '@tanstack/query-core';
import { advertiserMutation, type PlatformClient, required, type Schema, unwrap } from './core.ts';

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

import {
  changeCampaignStatusMutation,
  createCampaignMutation,
  deleteCampaignMutation,
  getCampaignDeliveryQuery,
  getCampaignQuery,
  listCampaignsQuery,
  updateCampaignMutation,
} from '@earshot/sdk-core';
import { mutationHook } from '../mutationHook.ts';
import { queryHook } from '../queryHook.ts';

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
/** POST /companies/{id}/campaigns (createCampaign, multipart); invalidates the advertiser's campaigns. */
export const useCreateCampaign = mutationHook(createCampaignMutation);
/** PATCH /companies/{id}/campaigns/{campaignId} (updateCampaign, multipart); invalidates the campaigns. */
export const useUpdateCampaign = mutationHook(updateCampaignMutation);
/**
 * POST /companies/{id}/campaigns/{campaignId}/status (changeCampaignStatus): launch, pause, resume or
 * end a campaign; invalidates the campaigns and the alerts.
 */
export const useChangeCampaignStatus = mutationHook(changeCampaignStatusMutation);
/** DELETE /companies/{id}/campaigns/{campaignId} (deleteCampaign); invalidates the campaigns. */
export const useDeleteCampaign = mutationHook(deleteCampaignMutation);

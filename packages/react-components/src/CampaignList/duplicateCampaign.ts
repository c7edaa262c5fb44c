import type { Schema } from '@earshot/sdk-core';
import type { Campaign } from '@earshot/validators';

/** The create body of a draft copy of a campaign, named by `name` (e.g. 'Copy of Spring launch'). */
export function duplicateCampaignBody(campaign: Campaign, name: string): Schema<'CampaignInput'> {
  return {
    name,
    goal: campaign.goal,
    campaign_type: campaign.campaign_type,
    status: 'draft',
    budget: campaign.budget,
    max_daily_budget: campaign.max_daily_budget,
    start_date: campaign.start_date,
    end_date: campaign.end_date,
    pacing_type: campaign.pacing_type,
    billing_type: campaign.billing_type,
    playlist_ids: campaign.playlist_ids,
    deal_ids: campaign.deal_ids,
    targeting: campaign.targeting,
    audience_ids: campaign.audience_ids,
    creative_ids: campaign.creative_ids,
    optimization: campaign.optimization,
  };
}

import type { Campaign } from '@earshot/validators';
import type { CampaignFormValues } from './campaignFormValues.ts';

/**
 * The editable values of a saved campaign, typed as the campaign holds them (a copy's body takes them
 * too). Apart from the form's defaults, which parse the form's schema, so that the campaign list,
 * which copies campaigns, does not load the schemas.
 */
export function campaignValues(campaign: Campaign) {
  return {
    name: campaign.name,
    goal: campaign.goal,
    campaign_type: campaign.campaign_type,
    budget: campaign.budget,
    max_daily_budget: campaign.max_daily_budget,
    frequency_cap: campaign.frequency_cap,
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
  } satisfies CampaignFormValues;
}

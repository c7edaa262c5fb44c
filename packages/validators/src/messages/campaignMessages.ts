import { CPA_CAMPAIGN_RULES } from '../constants/cpaCampaign.ts';
import { LIST_LIMITS, TEXT_LIMITS } from '../schemas/limits.ts';
import { textMessages } from './textMessages.ts';

/** Messages of campaigns, including the cost-per-action rules of spec §9. */
export const campaignMessages = {
  ...textMessages('campaign.name', 'Campaign name', TEXT_LIMITS.name),
  'campaign.goal.invalid': 'The goal must be sales, custom, lead-generation, brand or website-traffic.',
  'campaign.campaign_type.invalid': 'The campaign type must be 1 (Spend) or 2 (Impressions).',
  'campaign.status.invalid': 'The status must be draft, scheduled, running, paused or completed.',
  'campaign.status.useAction':
    'The status changes with an action (launch, pause, resume or end), not with an update.',
  'campaign.action.invalid': 'The action must be launch, pause, resume or end.',
  'campaign.budget.required': 'Budget is required.',
  'campaign.budget.positive': 'Budget must be a number greater than 0.',
  'campaign.budget.min': `A cost-per-action campaign needs a budget of at least ${CPA_CAMPAIGN_RULES.minBudget}.`,
  'campaign.max_daily_budget.positive': 'The maximum daily budget must be a number greater than 0.',
  'campaign.frequency_cap.count': 'The frequency cap must be a whole number of at least 1.',
  'campaign.frequency_cap.period': 'The frequency cap period must be day, week or month.',
  'campaign.frequency_cap.max_day': 'A daily frequency cap allows at most 5 impressions per listener.',
  'campaign.frequency_cap.max_week': 'A weekly frequency cap allows at most 35 impressions per listener.',
  'campaign.frequency_cap.max_month': 'A monthly frequency cap allows at most 50 impressions per listener.',
  'campaign.max_daily_budget.required': 'Fixed daily pacing needs a maximum daily budget.',
  'campaign.max_daily_budget.max': 'The maximum daily budget cannot be more than the total budget.',
  'campaign.start_date.required': 'Start date is required.',
  'campaign.end_date.required': 'End date is required.',
  'campaign.end_date.before_start': 'The end date must be on or after the start date.',
  'campaign.duration.min': `A cost-per-action campaign must run at least ${CPA_CAMPAIGN_RULES.minDurationDays} days from start date to end date.`,
  'campaign.pacing_type.invalid': 'Pacing must be one of the pacing types 1 to 6.',
  'campaign.pacing_type.cpa': `A cost-per-action campaign uses pacing ${CPA_CAMPAIGN_RULES.pacingType}.`,
  'campaign.pacing_type.cpa_only': `Pacing ${CPA_CAMPAIGN_RULES.pacingType} is only for cost-per-action campaigns (billing type ${CPA_CAMPAIGN_RULES.billingType}).`,
  'campaign.billing_type.invalid': 'The billing type must be a positive whole number.',
  'campaign.billing_type.cpa': `A cost-per-action campaign is billed per action (billing type ${CPA_CAMPAIGN_RULES.billingType}).`,
  'campaign.playlist_ids.unknown': 'A chosen playlist does not exist or belongs to another advertiser.',
  'campaign.audience_ids.unknown': 'A chosen audience does not exist or belongs to another advertiser.',
  'campaign.creative_ids.unknown': 'A chosen creative does not exist or belongs to another advertiser.',
  'campaign.ids.max': `A campaign lists at most ${LIST_LIMITS.campaignIds} entries here.`,
  'campaign.dayparting.invalid': 'Each daypart needs a day from 0 (Sunday) to 6 and an hour from 0 to 23.',
  'campaign.brand_suitability.invalid': 'Each brand-safety category is true (avoid) or false.',
  'campaign.city.invalid':
    'Each city needs a name, its region code or null, and its two-letter country code.',
  'campaign.brand_suitability.partner.invalid':
    'Brand-safety partners are barometer, sounder, sonnant and numbereight.',
  'campaign.attribution_window.invalid':
    'The attribution window must be a whole number of days from 1 to 90.',
  'campaign.tracking_urls.max': `A campaign has at most ${LIST_LIMITS.trackingUrls} tracking URLs.`,
  'campaign.tracking_url.protocol': 'A tracking URL must begin with http://, https:// or {host}.',
};

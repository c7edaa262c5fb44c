import type { components } from '@earshot/sdk-core';

/** Where, when and next to what a campaign plays (`Campaign.targeting`). */
export type CampaignTargeting = components['schemas']['CampaignTargeting'];

/** How conversions are counted (`Campaign.optimization`). */
export type CampaignOptimization = components['schemas']['CampaignOptimization'];

/** A campaign as read from the `campaigns` table (dates as `YYYY-MM-DD` text, arrays as text). */
export type CampaignRow = {
  id: string;
  advertiser_uuid: string;
  name: string;
  goal: 'sales' | 'custom' | 'lead-generation' | 'brand' | 'website-traffic';
  campaign_type: 1 | 2;
  status: 'draft' | 'scheduled' | 'running' | 'paused' | 'completed';
  budget: number | string;
  max_daily_budget: number | string | null;
  start_date: string;
  end_date: string;
  pacing_type: 1 | 2 | 3 | 4 | 5 | 6 | 8;
  billing_type: number;
  playlist_ids: string[];
  deal_ids: string[];
  targeting: CampaignTargeting;
  audience_ids: string[];
  creative_ids: string[];
  optimization: CampaignOptimization;
  spend: number | string;
  impressions: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

/** A campaign as the contract shows it. */
export type Campaign = components['schemas']['Campaign'];

/** Maps a stored campaign row to its wire shape. */
export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    advertiser_id: row.advertiser_uuid,
    name: row.name,
    goal: row.goal,
    campaign_type: row.campaign_type,
    status: row.status,
    budget: Number(row.budget),
    max_daily_budget: row.max_daily_budget === null ? null : Number(row.max_daily_budget),
    start_date: row.start_date,
    end_date: row.end_date,
    pacing_type: row.pacing_type,
    billing_type: row.billing_type,
    playlist_ids: row.playlist_ids,
    deal_ids: row.deal_ids,
    targeting: row.targeting,
    audience_ids: row.audience_ids,
    creative_ids: row.creative_ids,
    optimization: row.optimization,
    spend: Number(row.spend),
    impressions: Number(row.impressions),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

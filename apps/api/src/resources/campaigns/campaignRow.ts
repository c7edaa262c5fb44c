import type { components } from '@earshot/sdk-core';
import { campaignDelivery } from '@earshot/validators';
import {
  type AdvertiserRecordRow,
  advertiserRecord,
  nullableNumeric,
  numeric,
  wireMapper,
} from '../shared/wireMapper.ts';

/** Where, when and next to what a campaign plays (`Campaign.targeting`). */
export type CampaignTargeting = components['schemas']['CampaignTargeting'];

/** How conversions are counted (`Campaign.optimization`). */
export type CampaignOptimization = components['schemas']['CampaignOptimization'];

/** A campaign as read from the `campaigns` table (dates as `YYYY-MM-DD` text, arrays as text). */
export type CampaignRow = AdvertiserRecordRow & {
  id: string;
  name: string;
  goal: 'sales' | 'custom' | 'lead-generation' | 'brand' | 'website-traffic';
  campaign_type: 1 | 2;
  status: 'draft' | 'scheduled' | 'running' | 'paused' | 'completed';
  budget: number | string;
  max_daily_budget: number | string | null;
  frequency_cap: CampaignFrequencyCap | null;
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
  /** The spending limit that stopped its delivery this month (billing settings), or `null`. */
  spending_limit_reached?: 'monthly_limit' | 'campaign_cap' | null;
};

/** A campaign's frequency cap as the contract shows it. */
export type CampaignFrequencyCap = components['schemas']['FrequencyCap'];

/** A campaign as the contract shows it. */
export type Campaign = components['schemas']['Campaign'];

/** Maps a stored campaign row to its wire shape, all but its delivery (which depends on the day). */
export const toStoredCampaign = wireMapper<CampaignRow, Omit<Campaign, 'delivery'>>()(
  'id advertiser_id name goal campaign_type status budget max_daily_budget frequency_cap start_date end_date pacing_type billing_type playlist_ids deal_ids targeting audience_ids creative_ids optimization spend impressions created_at updated_at',
  {
    ...advertiserRecord,
    budget: numeric('budget'),
    max_daily_budget: nullableNumeric('max_daily_budget'),
    spend: numeric('spend'),
    impressions: numeric('impressions'),
  },
);

/** A stored campaign as the contract shows it at `now`: with its delivery up to the day before. */
export function toCampaign(row: CampaignRow, now: Date): Campaign {
  const stored = toStoredCampaign(row);
  const delivering = { ...stored, spending_limit_reached: row.spending_limit_reached ?? null };
  return { ...stored, delivery: campaignDelivery(delivering, now.toISOString().slice(0, 10)) };
}

import { campaignOptimizationSchema, campaignTargetingSchema } from '@earshot/validators';
import type { SeedStep } from '../../seed/seedContext.ts';
import { demoId } from '../assets/demoIds.ts';
import type { CampaignRow } from './campaignRow.ts';

type DemoCampaign = {
  key: string;
  name: string;
  goal: CampaignRow['goal'];
  campaign_type: 1 | 2;
  status: CampaignRow['status'];
  budget: number;
  max_daily_budget: number | null;
  /** The frequency cap, when the campaign has one. */
  frequencyCap?: CampaignRow['frequency_cap'];
  /** Start and end, in days from the seed time. */
  startDay: number;
  endDay: number;
  pacing_type: CampaignRow['pacing_type'];
  billing_type: number;
  playlists: string[];
  audiences: string[];
  creatives: string[];
  /** Share of the budget spent, and impressions delivered. */
  spentShare: number;
  impressions: number;
  conversionEvents: string[];
};

/**
 * Campaigns in every status and every delivery state, including a cost-per-action one (billing 3,
 * pacing 8, ≥ 2000, ≥ 60 days), one capped too low to spend its budget (under-delivering, with its
 * alert) and one spending as fast as it can (over-delivering). The first are the oldest.
 */
const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    key: 'campaign:weekend-drive',
    name: 'Weekend Drive — Radio',
    goal: 'website-traffic',
    campaign_type: 1,
    status: 'running',
    budget: 9000,
    max_daily_budget: 120,
    startDay: -12,
    endDay: 18,
    pacing_type: 2,
    billing_type: 1,
    playlists: ['playlist:podcast'],
    audiences: [],
    creatives: ['creative:spring-sale'],
    spentShare: 0.15,
    impressions: 70_000,
    conversionEvents: [],
  },
  {
    key: 'campaign:flash-sale',
    name: 'Flash Sale — Streaming',
    goal: 'sales',
    campaign_type: 1,
    status: 'running',
    budget: 20000,
    max_daily_budget: null,
    startDay: -3,
    endDay: 27,
    pacing_type: 1,
    billing_type: 1,
    playlists: ['playlist:streaming'],
    audiences: [],
    creatives: ['creative:spring-sale'],
    spentShare: 0.12,
    impressions: 120_000,
    conversionEvents: ['purchase'],
  },
  {
    key: 'campaign:spring-sale',
    name: 'Spring Sale — Podcasts',
    goal: 'sales',
    campaign_type: 1,
    status: 'running',
    budget: 15000,
    max_daily_budget: null,
    frequencyCap: { count: 3, period: 'week' },
    startDay: -30,
    endDay: 30,
    pacing_type: 5,
    billing_type: 1,
    playlists: ['playlist:podcast'],
    audiences: [],
    creatives: ['creative:spring-sale'],
    spentShare: 0.42,
    impressions: 412_000,
    conversionEvents: ['purchase'],
  },
  {
    key: 'campaign:brand-awareness',
    name: 'Brand Awareness Q4',
    goal: 'brand',
    campaign_type: 2,
    status: 'paused',
    budget: 8000,
    max_daily_budget: null,
    startDay: -20,
    endDay: 40,
    pacing_type: 3,
    billing_type: 1,
    playlists: ['playlist:streaming', 'playlist:radio'],
    audiences: [],
    creatives: ['creative:brand-story'],
    spentShare: 0.26,
    impressions: 150_000,
    conversionEvents: [],
  },
  {
    key: 'campaign:holiday',
    name: 'Holiday Teaser',
    goal: 'website-traffic',
    campaign_type: 1,
    status: 'draft',
    budget: 3000,
    max_daily_budget: null,
    startDay: 14,
    endDay: 44,
    pacing_type: 1,
    billing_type: 1,
    playlists: ['playlist:emerging'],
    audiences: ['audience:crm'],
    creatives: ['creative:holiday'],
    spentShare: 0,
    impressions: 0,
    conversionEvents: [],
  },
  {
    key: 'campaign:summer-radio',
    name: 'Summer Radio Push',
    goal: 'custom',
    campaign_type: 1,
    status: 'completed',
    budget: 5000,
    max_daily_budget: null,
    startDay: -120,
    endDay: -60,
    pacing_type: 6,
    billing_type: 1,
    playlists: ['playlist:radio'],
    audiences: [],
    creatives: ['creative:brand-story'],
    spentShare: 1,
    impressions: 380_000,
    conversionEvents: [],
  },
  {
    key: 'campaign:new-year',
    name: 'New Year Launch',
    goal: 'lead-generation',
    campaign_type: 1,
    status: 'scheduled',
    budget: 4000,
    max_daily_budget: 200,
    startDay: 20,
    endDay: 50,
    pacing_type: 2,
    billing_type: 1,
    playlists: ['playlist:podcast'],
    audiences: ['audience:cdp'],
    creatives: ['creative:spring-sale'],
    spentShare: 0,
    impressions: 0,
    conversionEvents: ['signup'],
  },
  {
    key: 'campaign:cpa',
    name: 'Performance — Cost per Action',
    goal: 'sales',
    campaign_type: 1,
    status: 'running',
    budget: 6000,
    max_daily_budget: null,
    startDay: -10,
    endDay: 80,
    pacing_type: 8,
    billing_type: 3,
    playlists: ['playlist:podcast', 'playlist:streaming'],
    audiences: [],
    creatives: ['creative:spring-sale'],
    spentShare: 0.08,
    impressions: 64_000,
    conversionEvents: ['purchase'],
  },
];

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a day offset from `now`. */
function dayFrom(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds campaigns to every onboarded demo advertiser; runs after playlists, audiences and creatives. */
export const seedCampaigns: SeedStep = async ({ db, now, advertisers }) => {
  for (const advertiser of advertisers.filter((candidate) => candidate.onboarded)) {
    const ids = (keys: string[]) => keys.map((key) => demoId(advertiser.uuid, key));
    for (const [index, campaign] of DEMO_CAMPAIGNS.entries()) {
      const targeting = campaignTargetingSchema.parse({
        geo: { countries: ['US'] },
        languages: ['en'],
        brand_suitability: { partners: ['sounder'] },
      });
      const optimization = campaignOptimizationSchema.parse({ conversion_events: campaign.conversionEvents });
      await db.query(
        `INSERT INTO campaigns (id, advertiser_uuid, name, goal, campaign_type, status, budget, max_daily_budget,
           start_date, end_date, pacing_type, billing_type, playlist_ids, deal_ids, targeting, audience_ids,
           creative_ids, optimization, spend, impressions, created_at, updated_at, frequency_cap)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10::date, $11, $12, $13::uuid[], $14::text[], $15::jsonb,
           $16::uuid[], $17::uuid[], $18::jsonb, $19, $20, $21, $21, $22::jsonb)
         ON CONFLICT (id) DO NOTHING`,
        [
          demoId(advertiser.uuid, campaign.key),
          advertiser.uuid,
          campaign.name,
          campaign.goal,
          campaign.campaign_type,
          campaign.status,
          campaign.budget,
          campaign.max_daily_budget,
          dayFrom(now, campaign.startDay),
          dayFrom(now, campaign.endDay),
          campaign.pacing_type,
          campaign.billing_type,
          ids(campaign.playlists),
          advertiser.deals.slice(0, 1),
          JSON.stringify(targeting),
          ids(campaign.audiences),
          ids(campaign.creatives),
          JSON.stringify(optimization),
          Math.round(campaign.budget * campaign.spentShare * 100) / 100,
          campaign.impressions,
          new Date(now.getTime() - (DEMO_CAMPAIGNS.length - index) * DAY_MS),
          campaign.frequencyCap ? JSON.stringify(campaign.frequencyCap) : null,
        ],
      );
    }
  }
};

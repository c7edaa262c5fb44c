import { noise } from './noise.ts';
import { dailySpendTarget } from './pacing.ts';

/** The campaign fields delivery depends on (money in currency units, dates as `YYYY-MM-DD`). */
export type DeliveringCampaign = {
  id: string;
  goal: string;
  pacing_type: number;
  budget: number;
  max_daily_budget: number | null;
  start_date: string;
  end_date: string;
};

/** Where a campaign's simulation stands before the days to play. */
export type DeliveryState = { spentCents: number; conversionCarry: number; controlCarry: number };

/** One simulated day of a campaign, as stored in `campaign_daily_metrics` (spend in cents). */
export type DeliveryDay = {
  day: string;
  impressions: number;
  reach: number;
  listens: number;
  clicks: number;
  spendCents: number;
  conversions: number;
  controlReach: number;
  controlConversions: number;
};

const DAY_MS = 86_400_000;

/** Conversions per listener reached, by goal: performance goals convert more than brand ones. */
const CONVERSION_RATES: Record<string, number> = {
  sales: 0.0045,
  'lead-generation': 0.006,
  'website-traffic': 0.003,
  custom: 0.003,
  brand: 0.0015,
};

/** Listeners held out of delivery to measure incrementality. */
const CONTROL_SHARE = 0.1;

/** Unexposed listeners convert at this share of the exposed rate: a steady lift of about 43%. */
const CONTROL_RATE_FACTOR = 0.7;

/** Impressions the campaign's inventory offers in a day, before day-to-day variation. */
const DAILY_SUPPLY = 40_000;

/**
 * Share of days on which supply collapses (a lost deal, an outage at a publisher): the day sells only
 * 20–50% of its usual inventory, and pacing must make up for it on the days left.
 */
const SUPPLY_SHOCK_SHARE = 0.06;

/** The share of its usual inventory the campaign's supply sells on `day`. */
function supplyShock(campaignId: string, day: string): number {
  if (noise(campaignId, day, 'shock') >= SUPPLY_SHOCK_SHARE) return 1;
  return 0.2 + 0.3 * noise(campaignId, day, 'shock-depth');
}

const dayNumber = (date: string): number => Math.floor(Date.parse(date) / DAY_MS);

/**
 * Plays a campaign over the given days, in order: each day inside the flight spends what pacing
 * allows (never past the budget or the max daily budget, and at most what the day's supply sells,
 * which varies by ±20% and on some days collapses: see {@link SUPPLY_SHOCK_SHARE}),
 * delivers 92–100% of it, and turns it into impressions at the campaign's CPM, then reach, listens,
 * clicks and conversions. Days outside the flight deliver nothing. Deterministic: the same campaign,
 * state and days always give the same rows.
 */
export function simulateCampaign(
  campaign: DeliveringCampaign,
  state: DeliveryState,
  days: readonly string[],
): { rows: DeliveryDay[]; state: DeliveryState } {
  const budgetCents = Math.round(campaign.budget * 100);
  const maxDailyCents =
    campaign.max_daily_budget === null ? null : Math.round(campaign.max_daily_budget * 100);
  const start = dayNumber(campaign.start_date);
  const flightDays = dayNumber(campaign.end_date) - start + 1;
  // A campaign buys at one CPM between 12 and 28.
  const cpmCents = 1200 + Math.floor(noise(campaign.id, 'cpm') * 1600);
  const rate = CONVERSION_RATES[campaign.goal] ?? 0.003;
  const next = { ...state };
  const rows: DeliveryDay[] = [];
  for (const day of days) {
    const target = dailySpendTarget({
      pacingType: campaign.pacing_type,
      budgetCents,
      maxDailyCents,
      flightDays,
      dayIndex: dayNumber(day) - start,
      spentCents: next.spentCents,
    });
    const supply = Math.floor(
      DAILY_SUPPLY * (0.8 + 0.4 * noise(campaign.id, day, 'supply')) * supplyShock(campaign.id, day),
    );
    const affordable = Math.min(
      target * (0.92 + 0.08 * noise(campaign.id, day, 'delivery')),
      (supply * cpmCents) / 1000,
    );
    const impressions = Math.floor((affordable * 1000) / cpmCents);
    if (impressions === 0) continue;
    const spendCents = Math.floor((impressions * cpmCents) / 1000);
    const reach = Math.floor(impressions * (0.55 + 0.1 * noise(campaign.id, day, 'reach')));
    const controlReach = Math.floor(reach * CONTROL_SHARE);
    next.conversionCarry += reach * rate;
    next.controlCarry += controlReach * rate * CONTROL_RATE_FACTOR;
    const conversions = Math.floor(next.conversionCarry);
    const controlConversions = Math.floor(next.controlCarry);
    next.conversionCarry -= conversions;
    next.controlCarry -= controlConversions;
    next.spentCents += spendCents;
    rows.push({
      day,
      impressions,
      reach,
      listens: Math.floor(impressions * (0.86 + 0.08 * noise(campaign.id, day, 'listens'))),
      clicks: Math.floor(impressions * (0.002 + 0.004 * noise(campaign.id, day, 'clicks'))),
      spendCents,
      conversions,
      controlReach,
      controlConversions,
    });
  }
  return { rows, state: next };
}

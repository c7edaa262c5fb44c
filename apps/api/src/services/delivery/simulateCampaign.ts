import {
  clearingCpmCents,
  dayImpressions,
  dayReach,
  daySupply,
  impressionsCostCents,
} from './dayDelivery.ts';
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

/**
 * What a campaign's inventory sells it, from the supply model its forecast reads too
 * (`services/forecast/planSupply.ts`): impressions a day, before the day-to-day variation, and the CPM
 * before the auction's markup.
 */
export type CampaignSupply = { dailyImpressions: number; cpm: number };

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

const dayNumber = (date: string): number => Math.floor(Date.parse(date) / DAY_MS);

/**
 * Plays a campaign over the given days, in order: each day inside the flight spends what pacing
 * allows (never past the budget or the max daily budget, and at most what the day's supply sells:
 * the campaign's daily supply, varied by ±20% and on some days collapsed, see `dayDelivery.ts`),
 * delivers 92–100% of it, and turns it into impressions at the campaign's clearing CPM (its supply's
 * CPM with a markup of 5–35%), then reach, listens, clicks and conversions. Days outside the flight
 * deliver nothing. A day spends at most `allowanceCents` (what the spending limits leave it), so a
 * limit stops delivery; playing days one call at a time, the state of one call passed to the next,
 * gives the same rows as one call. Deterministic: the same campaign, supply, state, days and
 * allowance always give the same rows.
 */
export function simulateCampaign(
  campaign: DeliveringCampaign,
  supply: CampaignSupply,
  state: DeliveryState,
  days: readonly string[],
  allowanceCents = Number.POSITIVE_INFINITY,
): { rows: DeliveryDay[]; state: DeliveryState } {
  const budgetCents = Math.round(campaign.budget * 100);
  const maxDailyCents =
    campaign.max_daily_budget === null ? null : Math.round(campaign.max_daily_budget * 100);
  const start = dayNumber(campaign.start_date);
  const flightDays = dayNumber(campaign.end_date) - start + 1;
  const cpmCents = clearingCpmCents(supply.cpm, noise(campaign.id, 'cpm'));
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
    const available = daySupply(
      supply.dailyImpressions,
      noise(campaign.id, day, 'supply'),
      noise(campaign.id, day, 'shock'),
      noise(campaign.id, day, 'shock-depth'),
    );
    const impressions = Math.min(
      dayImpressions(target, available, cpmCents, noise(campaign.id, day, 'delivery')),
      Math.floor((allowanceCents * 1000) / cpmCents),
    );
    if (impressions === 0) continue;
    const spendCents = impressionsCostCents(impressions, cpmCents);
    const reach = dayReach(impressions, noise(campaign.id, day, 'reach'));
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

import type { CampaignStatus } from './constants/campaignStatuses.ts';
import type { SpendingLimitKind } from './constants/invoices.ts';

/** How a campaign's delivery stands against its budget and flight. */
export const DELIVERY_STATES = [
  'not_started',
  'on_track',
  'under_delivering',
  'over_delivering',
  'monthly_limit_reached',
  'campaign_cap_reached',
  'ended',
] as const;

/** One of {@link DELIVERY_STATES}. */
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * The share of the budget a projection may miss by and still be on track: under 90% it is
 * under-delivering (the point at which an alert fires, before the flight ends), over 110%
 * over-delivering.
 */
export const DELIVERY_TOLERANCE = { under: 0.9, over: 1.1 } as const;

/** A campaign's delivery, as every campaign answer carries it. */
export type CampaignDelivery = {
  /** Spent so far, in the advertiser's currency. */
  spent: number;
  budget: number;
  /** Spent as a percentage of what an even split of the budget over the flight had spent by now. */
  pacing_percent: number;
  /** What the campaign will have spent at its end date at its current daily rate. */
  projected_spend: number;
  state: DeliveryState;
};

/** What {@link campaignDelivery} reads of a campaign. */
export type DeliveringCampaign = {
  status: CampaignStatus;
  budget: number;
  spend: number;
  /** `YYYY-MM-DD`. */
  start_date: string;
  /** `YYYY-MM-DD`, the flight's last day. */
  end_date: string;
  /**
   * The spending limit that stopped its delivery for the rest of the month: the advertiser's monthly
   * limit or the campaign's monthly cap (billing settings). @default null
   */
  spending_limit_reached?: SpendingLimitKind | null;
};

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A campaign's delivery on `today` (`YYYY-MM-DD`, UTC). Delivery is counted by finished days, so the
 * days delivered are those of the flight up to yesterday. The current rate is what it spent a
 * delivered day; a paused or draft campaign spends nothing from now on, so its projection is what it
 * has spent. The flight over or the campaign completed, it has `ended`; a running campaign a spending
 * limit stopped has `monthly_limit_reached` or `campaign_cap_reached`; nothing delivered yet, it has
 * `not_started`; otherwise the projection against {@link DELIVERY_TOLERANCE} of the budget decides.
 */
export function campaignDelivery(campaign: DeliveringCampaign, today: string): CampaignDelivery {
  const { budget, spend: spent } = campaign;
  const flightDays = Math.max(1, dayNumber(campaign.end_date) - dayNumber(campaign.start_date) + 1);
  const delivered = Math.min(flightDays, Math.max(0, dayNumber(today) - dayNumber(campaign.start_date)));
  const expected = (budget * delivered) / flightDays;
  const delivering = campaign.status === 'running' || campaign.status === 'scheduled';
  const rate = delivered > 0 && delivering ? spent / delivered : 0;
  const projected = cents(spent + rate * (flightDays - delivered));
  return {
    spent: cents(spent),
    budget,
    pacing_percent: expected > 0 ? Math.round((spent / expected) * 1000) / 10 : 0,
    projected_spend: projected,
    state: deliveryState(campaign, delivered === flightDays, delivered === 0, projected),
  };
}

function deliveryState(
  campaign: DeliveringCampaign,
  flightOver: boolean,
  nothingDelivered: boolean,
  projected: number,
): DeliveryState {
  if (campaign.status === 'completed' || flightOver) return 'ended';
  if (campaign.status === 'running' && campaign.spending_limit_reached) {
    return campaign.spending_limit_reached === 'monthly_limit'
      ? 'monthly_limit_reached'
      : 'campaign_cap_reached';
  }
  if (campaign.status === 'draft' || nothingDelivered) return 'not_started';
  if (projected < campaign.budget * DELIVERY_TOLERANCE.under) return 'under_delivering';
  if (projected > campaign.budget * DELIVERY_TOLERANCE.over) return 'over_delivering';
  return 'on_track';
}

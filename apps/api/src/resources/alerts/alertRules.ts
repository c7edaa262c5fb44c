import type { Campaign } from '../campaigns/campaignRow.ts';

/** What an alert is about. */
export type AlertKind =
  | 'under_delivery'
  | 'over_delivery'
  | 'ending_soon'
  | 'budget_exhausted'
  | 'spending_limit_reached'
  | 'no_conversions'
  | 'creative_not_ready';

/** How urgent an alert is. */
export type AlertSeverity = 'info' | 'warning' | 'critical';

/** An alert a campaign's state raises now. */
export type RaisedAlert = { campaign_id: string; kind: AlertKind; severity: AlertSeverity; message: string };

/** What the rules read besides the campaigns. */
export type AlertFacts = {
  /** `YYYY-MM-DD`, UTC. */
  today: string;
  /** Conversions recorded per campaign id. */
  conversions: ReadonlyMap<string, number>;
  /** Creative names and statuses by id. */
  creatives: ReadonlyMap<string, { name: string; status: string }>;
};

/** A campaign ending within this many days (today included) raises `ending_soon`. */
export const ENDING_SOON_DAYS = 3;

/** Delivered days without a conversion before a conversion campaign raises `no_conversions`. */
export const NO_CONVERSION_DAYS = 3;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const money = (value: number) => value.toFixed(2);

/** Goals whose campaigns count conversions. */
const CONVERSION_GOALS = new Set(['sales', 'lead-generation']);

/**
 * The alerts a campaign raises today. Only campaigns that deliver or will (running, scheduled) raise
 * any, except `budget_exhausted`; a spending limit of billing that stopped a running campaign raises
 * `spending_limit_reached`. Under-delivery is predictive: it fires while the projection at the
 * current rate is under 90% of the budget (the delivery's `under_delivering`), before the flight ends.
 */
export function campaignAlerts(campaign: Campaign, facts: AlertFacts): RaisedAlert[] {
  const raised: RaisedAlert[] = [];
  const raise = (kind: AlertKind, severity: AlertSeverity, message: string) =>
    raised.push({ campaign_id: campaign.id, kind, severity, message });
  const { delivery, name } = campaign;
  const live = campaign.status === 'running' || campaign.status === 'scheduled';
  if (delivery.state !== 'ended' && delivery.spent >= campaign.budget && campaign.budget > 0) {
    raise(
      'budget_exhausted',
      'critical',
      `"${name}" has spent its whole budget of ${money(campaign.budget)}`,
    );
  }
  if (delivery.state === 'monthly_limit_reached' || delivery.state === 'campaign_cap_reached') {
    const limit =
      delivery.state === 'monthly_limit_reached'
        ? "the advertiser's monthly spending limit"
        : 'its monthly spending cap';
    raise(
      'spending_limit_reached',
      'critical',
      `"${name}" stopped delivering for this month: it reached ${limit}`,
    );
  }
  if (!live) return raised;
  if (delivery.state === 'under_delivering') {
    raise(
      'under_delivery',
      'warning',
      `"${name}" is on course to spend ${money(delivery.projected_spend)} of its ${money(campaign.budget)} budget by ${campaign.end_date}`,
    );
  }
  if (delivery.state === 'over_delivering') {
    raise(
      'over_delivery',
      'warning',
      `"${name}" is spending faster than planned: ${money(delivery.projected_spend)} projected against a budget of ${money(campaign.budget)}`,
    );
  }
  const daysLeft = daysBetween(facts.today, campaign.end_date);
  if (campaign.status === 'running' && daysLeft >= 0 && daysLeft < ENDING_SOON_DAYS) {
    raise('ending_soon', 'info', `"${name}" ends on ${campaign.end_date}`);
  }
  const deliveredDays = daysBetween(campaign.start_date, facts.today);
  if (
    CONVERSION_GOALS.has(campaign.goal) &&
    campaign.status === 'running' &&
    deliveredDays >= NO_CONVERSION_DAYS &&
    (facts.conversions.get(campaign.id) ?? 0) === 0
  ) {
    raise(
      'no_conversions',
      'warning',
      `"${name}" has recorded no conversions in ${deliveredDays} days of delivery`,
    );
  }
  const notReady = campaign.creative_ids
    .map((id) => facts.creatives.get(id))
    .filter((creative) => creative !== undefined && creative.status !== 'ready');
  if (notReady.length > 0) {
    raise(
      'creative_not_ready',
      'warning',
      `"${name}" has creatives that cannot play yet: ${notReady.map((creative) => creative?.name).join(', ')}`,
    );
  }
  return raised;
}

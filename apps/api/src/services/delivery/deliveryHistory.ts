import { dailySpendTarget } from './pacing.ts';
import type { DeliveringCampaign } from './simulateCampaign.ts';

/** One day of a campaign's flight: spend (null from today on) against the pacing target, in currency units. */
export type DeliveryHistoryDay = { date: string; spend: number | null; target: number };

const DAY_MS = 86_400_000;

/**
 * The campaign's flight day by day: each finished day (before `today`) with what it spent and the
 * target pacing set for it from what had been spent before; today and the days ahead with the target
 * they get if every day from today on spends its target. `spentByDay` holds the finished days' spend
 * in cents; days missing from it spent nothing.
 */
export function deliveryHistory(
  campaign: DeliveringCampaign,
  spentByDay: ReadonlyMap<string, number>,
  today: string,
): DeliveryHistoryDay[] {
  const start = Date.parse(campaign.start_date);
  const flightDays = Math.round((Date.parse(campaign.end_date) - start) / DAY_MS) + 1;
  const budgetCents = Math.round(campaign.budget * 100);
  const maxDailyCents =
    campaign.max_daily_budget === null ? null : Math.round(campaign.max_daily_budget * 100);
  const days: DeliveryHistoryDay[] = [];
  let spentCents = 0;
  for (let dayIndex = 0; dayIndex < flightDays; dayIndex += 1) {
    const date = new Date(start + dayIndex * DAY_MS).toISOString().slice(0, 10);
    const target = dailySpendTarget({
      pacingType: campaign.pacing_type,
      budgetCents,
      maxDailyCents,
      flightDays,
      dayIndex,
      spentCents,
    });
    const finished = date < today;
    const spend = finished ? (spentByDay.get(date) ?? 0) : null;
    spentCents += spend ?? target;
    days.push({ date, spend: spend === null ? null : spend / 100, target: target / 100 });
  }
  return days;
}

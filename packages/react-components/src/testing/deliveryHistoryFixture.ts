import type { Schema } from '@earshot/sdk-core';
import type { Campaign } from '@earshot/validators';

const DAY_MS = 86_400_000;

/**
 * A campaign's `getCampaignDelivery` answer as of `today`: its spend spread over the finished days of
 * its flight (a dip every fifth day), the even daily target on every day, and null spend from today on.
 */
export function deliveryHistoryFixture(campaign: Campaign, today: string): Schema<'CampaignDeliveryHistory'> {
  const start = Date.parse(campaign.start_date);
  const flightDays = Math.round((Date.parse(campaign.end_date) - start) / DAY_MS) + 1;
  const dates = Array.from({ length: flightDays }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
  const finished = dates.filter((date) => date < today);
  const weights = finished.map((_, index) => (index % 5 === 4 ? 0.6 : 1.1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const target = Math.round((campaign.budget / flightDays) * 100) / 100;
  return {
    delivery: campaign.delivery,
    days: dates.map((date, index) => ({
      date,
      spend:
        date < today
          ? Math.round(((campaign.spend * (weights[index] ?? 0)) / (total || 1)) * 100) / 100
          : null,
      target,
    })),
  };
}

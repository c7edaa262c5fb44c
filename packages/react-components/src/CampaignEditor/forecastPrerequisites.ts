import type { CampaignFormValues } from './campaignFormValues.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether the values hold what a forecast needs first: a budget and a whole flight. Read without the
 * schemas, so the editor knows there is nothing to forecast before they load.
 */
export function hasForecastPrerequisites(values: CampaignFormValues): boolean {
  const { budget, start_date, end_date } = values;
  if (budget === null || !Number.isFinite(budget) || budget <= 0) return false;
  return DATE.test(start_date) && DATE.test(end_date) && end_date >= start_date;
}

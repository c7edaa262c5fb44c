import { type ForecastCampaignBody, fieldErrors, forecastCampaignBodySchema } from '@earshot/validators';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { hasForecastPrerequisites } from './forecastPrerequisites.ts';

/** The fields without which there is nothing to forecast. */
const REQUIRED = ['budget', 'start_date', 'end_date'];

/** The fields a cost-per-action campaign's rules read beside the budget and dates. */
const CPA_FIELDS = ['billing_type', 'pacing_type'];

/**
 * The plan the editor's values describe, as `forecastCampaign` takes it; null until they hold a budget
 * and a flight. Values still being typed are left out rather than sent to be refused: an incomplete
 * frequency cap or daily budget, a fixed daily pacing without its budget, or cost-per-action rules the
 * plan does not meet yet (the plan is then forecast as billed per impression).
 */
export function campaignForecastPlan(values: CampaignFormValues): ForecastCampaignBody | null {
  if (!hasForecastPrerequisites(values)) return null;
  let plan: Record<string, unknown> = {
    budget: values.budget,
    start_date: values.start_date,
    end_date: values.end_date,
    max_daily_budget: values.max_daily_budget,
    pacing_type: values.pacing_type,
    campaign_type: values.campaign_type,
    billing_type: values.billing_type,
    ...(values.goal === null ? {} : { goal: values.goal }),
    playlist_ids: values.playlist_ids,
    deal_ids: values.deal_ids,
    targeting: values.targeting,
    audience_ids: values.audience_ids,
    // Drafts stored before the cap existed have none.
    frequency_cap: values.frequency_cap ?? null,
  };
  // Each round leaves out the fields with problems; rules between fields may need a second round.
  for (let round = 0; round < 3; round += 1) {
    const result = forecastCampaignBodySchema.safeParse(plan);
    if (result.success) return plan as ForecastCampaignBody;
    const fields = new Set(Object.keys(fieldErrors(result.error)).map((path) => path.split('.')[0] ?? path));
    // Only the cost-per-action rules can still fault the budget or dates: drop what makes the plan one.
    const dropped = REQUIRED.some((field) => fields.has(field))
      ? CPA_FIELDS
      : fields.has('max_daily_budget')
        ? [...fields, 'pacing_type']
        : [...fields];
    plan = Object.fromEntries(Object.entries(plan).filter(([field]) => !dropped.includes(field)));
  }
  return null;
}

import { CPA_CAMPAIGN_RULES } from '../constants/cpaCampaign.ts';
import type { ValidationMessageKey } from '../validationMessages.ts';

const DAY_MS = 86_400_000;

/** The campaign fields the cross-field rules read; any may be missing or of the wrong type. */
interface CampaignRuleInput {
  budget?: unknown;
  max_daily_budget?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  pacing_type?: unknown;
  billing_type?: unknown;
}

/** One broken cross-field rule: the field it is reported on and its message key. */
export interface CampaignRuleProblem {
  path: string;
  message: ValidationMessageKey;
}

function dayNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time / DAY_MS;
}

/**
 * Whether a campaign follows the cost-per-action rules: because the caller says so (a CPA user
 * creating a campaign) or because it is billed per action (billing type 3).
 */
export function isCpaCampaign(
  campaign: { billing_type?: unknown },
  options: { cpa?: boolean } = {},
): boolean {
  return options.cpa === true || campaign.billing_type === CPA_CAMPAIGN_RULES.billingType;
}

/**
 * The cross-field rules of a campaign. Every rule only reads fields that are present and well
 * typed, so the same rules serve full forms, partial updates and values with other errors.
 *
 * - the end date is on or after the start date;
 * - fixed daily pacing (2) needs a maximum daily budget, which cannot exceed the budget;
 * - a CPA campaign (see {@link isCpaCampaign}) runs at least 60 days, has a budget of at least
 *   2000, pacing 8 and billing type 3 (spec §9); pacing 8 is for CPA campaigns only.
 */
export function campaignRuleProblems(
  campaign: CampaignRuleInput,
  options: { cpa?: boolean } = {},
): CampaignRuleProblem[] {
  const problems: CampaignRuleProblem[] = [];
  const { budget, max_daily_budget: maxDaily, pacing_type: pacing, billing_type: billing } = campaign;
  const start = dayNumber(campaign.start_date);
  const end = dayNumber(campaign.end_date);
  if (start !== undefined && end !== undefined && end < start) {
    problems.push({ path: 'end_date', message: 'campaign.end_date.before_start' });
  }
  // A full form fills a missing maximum daily budget with null; a partial update leaves it out.
  if (pacing === 2 && maxDaily === null) {
    problems.push({ path: 'max_daily_budget', message: 'campaign.max_daily_budget.required' });
  }
  if (typeof maxDaily === 'number' && typeof budget === 'number' && maxDaily > budget) {
    problems.push({ path: 'max_daily_budget', message: 'campaign.max_daily_budget.max' });
  }
  if (!isCpaCampaign(campaign, options)) {
    if (pacing === CPA_CAMPAIGN_RULES.pacingType) {
      problems.push({ path: 'pacing_type', message: 'campaign.pacing_type.cpa_only' });
    }
    return problems;
  }
  if (typeof budget === 'number' && budget < CPA_CAMPAIGN_RULES.minBudget) {
    problems.push({ path: 'budget', message: 'campaign.budget.min' });
  }
  if (
    start !== undefined &&
    end !== undefined &&
    end >= start &&
    end - start < CPA_CAMPAIGN_RULES.minDurationDays
  ) {
    problems.push({ path: 'end_date', message: 'campaign.duration.min' });
  }
  if (pacing !== undefined && pacing !== CPA_CAMPAIGN_RULES.pacingType) {
    problems.push({ path: 'pacing_type', message: 'campaign.pacing_type.cpa' });
  }
  if (billing !== undefined && billing !== CPA_CAMPAIGN_RULES.billingType) {
    problems.push({ path: 'billing_type', message: 'campaign.billing_type.cpa' });
  }
  return problems;
}

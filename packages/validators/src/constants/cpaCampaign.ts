/**
 * Rules every cost-per-action campaign follows (spec §9). The spec gives the minimum duration as 60
 * without a unit; the product reads it as days between start and end date.
 */
export const CPA_CAMPAIGN_RULES = {
  /** Fewest days between start_date and end_date. */
  minDurationDays: 60,
  /** Smallest budget, in the advertiser's currency. */
  minBudget: 2000,
  /** Pacing type every CPA campaign carries. */
  pacingType: 8,
  /** Billing type every CPA campaign carries. */
  billingType: 3,
} as const;

/**
 * The billing types the product knows by value (spec §3). The full list is fetched from the server
 * (`listBillingTypes`); these are the ones rules depend on. `label` is the English name the API answers
 * with; screens name a billing type by its `value` from their message catalogue.
 */
export const BILLING_TYPES = [
  { value: 1, key: 'cpm', label: 'Cost per mille (CPM)' },
  { value: 3, key: 'cpa', label: 'Cost per action (CPA)' },
] as const;

/** Billing type of cost-per-action campaigns (spec §9). */
export const CPA_BILLING_TYPE = 3;

/** Billing type of cost-per-mille campaigns. The spec does not give the number; the contract uses 1. */
export const CPM_BILLING_TYPE = 1;

/** A billing type value known to the product. */
export type KnownBillingType = (typeof BILLING_TYPES)[number]['value'];

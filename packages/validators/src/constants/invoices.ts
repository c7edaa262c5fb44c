/**
 * Where an invoice stands: `draft` while its month runs (it grows with each delivered day), `open`
 * once the month closed and it was issued, then `paid` or `failed` when the default payment method
 * was charged.
 */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'failed'] as const;

/** One of {@link INVOICE_STATUSES}. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Which spending limit stopped a campaign's delivery for the rest of the month. */
export const SPENDING_LIMIT_KINDS = ['monthly_limit', 'campaign_cap'] as const;

/** One of {@link SPENDING_LIMIT_KINDS}. */
export type SpendingLimitKind = (typeof SPENDING_LIMIT_KINDS)[number];

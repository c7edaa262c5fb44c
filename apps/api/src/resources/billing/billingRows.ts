import type { components } from '@earshot/sdk-core';

/** A stored `billing_infos` row. */
export type BillingInfoRow = {
  advertiser_uuid: string;
  buyer_id: string;
  company_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  country: string;
  tax_id: string | null;
  email: string;
  qualified: boolean;
  updated_at: Date | string;
};

/** A stored `payment_methods` row. */
export type PaymentMethodRow = {
  advertiser_uuid: string;
  payment_id: string;
  type: 'card' | 'sepa_debit' | 'ach';
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  created_at: Date | string;
};

/** Billing information as the contract shows it. */
export type BillingInfo = components['schemas']['BillingInfo'];

/** A payment method as the contract shows it. */
export type PaymentMethod = components['schemas']['PaymentMethod'];

const iso = (value: Date | string): string => new Date(value).toISOString();

/** Maps a billing information row to the contract's `BillingInfo`. */
export function toBillingInfo(row: BillingInfoRow): BillingInfo {
  return {
    buyer_id: row.buyer_id,
    company_name: row.company_name,
    address_line1: row.address_line1,
    address_line2: row.address_line2,
    city: row.city,
    postal_code: row.postal_code,
    country: row.country,
    tax_id: row.tax_id,
    email: row.email,
    qualified: row.qualified,
    updated_at: iso(row.updated_at),
  };
}

/** Maps a payment method row to the contract's `PaymentMethod`. */
export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    payment_id: row.payment_id,
    type: row.type,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    created_at: iso(row.created_at),
  };
}

import type { components } from '@earshot/sdk-core';
import { isoTime, wireMapper } from '../shared/wireMapper.ts';

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

/** Maps a billing information row to the contract's `BillingInfo`. */
export const toBillingInfo = wireMapper<BillingInfoRow, BillingInfo>()(
  'buyer_id company_name address_line1 address_line2 city postal_code country tax_id email qualified updated_at',
  { updated_at: isoTime('updated_at') },
);

/** Maps a payment method row to the contract's `PaymentMethod`. */
export const toPaymentMethod = wireMapper<PaymentMethodRow, PaymentMethod>()(
  'payment_id type brand last4 exp_month exp_year is_default created_at',
  { created_at: isoTime('created_at') },
);

import type { Database } from '../../db/database.ts';
import { sandboxPaymentProvider } from './sandboxPaymentProvider.ts';

/** Kinds of payment method (`PaymentMethod.type`). */
export type PaymentMethodType = 'card' | 'sepa_debit' | 'ach';

/** What a payment provider tells a merchant about a payment method: never the card number. */
export type ProviderPaymentMethod = {
  brand: string | null;
  last4: string;
  exp_month: number | null;
  exp_year: number | null;
};

/** A payment method to charge, as stored with the advertiser. */
export type ChargedMethod = {
  payment_id: string;
  type: PaymentMethodType;
  exp_month: number | null;
  exp_year: number | null;
};

/** How a charge ended: paid, or refused with the provider's code and a message for people. */
export type ChargeResult = { status: 'succeeded' } | { status: 'failed'; code: string; message: string };

/** What the API does with a payment provider. */
export interface PaymentProvider {
  /**
   * What the provider knows of `paymentId`, a method its card form (or bank form) made for the
   * advertiser's buyer; `null` when it knows no such method for that buyer, which the API refuses.
   */
  retrievePaymentMethod(
    db: Database,
    advertiserUuid: string,
    paymentId: string,
    type: PaymentMethodType,
    now: Date,
  ): Promise<ProviderPaymentMethod | null>;
  /** Charges `amount` (in `currency`) to a payment method of the advertiser's buyer. */
  charge(
    db: Database,
    request: {
      advertiserUuid: string;
      method: ChargedMethod;
      amount: number;
      currency: string;
      description: string;
      now: Date;
    },
  ): Promise<ChargeResult>;
}

/**
 * The payment provider the API talks to: the sandbox's, which keeps its cards in the database. A
 * real provider replaces it here, with one object of this interface (see the README, Payments).
 */
export const paymentProvider: PaymentProvider = sandboxPaymentProvider;

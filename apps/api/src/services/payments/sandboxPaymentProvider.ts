import { createHash } from 'node:crypto';
import { cardExpiryProblem } from '@earshot/validators';
import type { Database } from '../../db/database.ts';
import { queryFirst } from '../../db/queryFirst.ts';
import type { ChargeResult, PaymentProvider, ProviderPaymentMethod } from './paymentProvider.ts';

/**
 * Well-known test method ids of card payment providers, with the card they stand for; any buyer may
 * attach them, as in a provider's test mode.
 */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, { brand: string; last4: string }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_discover: { brand: 'discover', last4: '1117' },
};

/** Test cards expire at the end of the year three years on, as the providers' own do. */
const testCardExpiry = (now: Date) => ({ exp_month: 12, exp_year: now.getUTCFullYear() + 3 });

/**
 * A bank account (SEPA debit, ACH): the sandbox has no bank form, so any id stands for an account,
 * with stable last four digits derived from the id.
 */
function bankAccount(paymentId: string): ProviderPaymentMethod {
  const digest = createHash('sha256').update(paymentId).digest();
  const last4 = String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
  return { brand: null, last4, exp_month: null, exp_year: null };
}

type StoredCard = {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  charge_outcome: 'succeeded' | 'card_declined';
};

function findCard(db: Database, advertiserUuid: string, paymentId: string): Promise<StoredCard | null> {
  return queryFirst<StoredCard>(
    db,
    `SELECT brand, last4, exp_month, exp_year, charge_outcome FROM sandbox_payment_methods
      WHERE payment_id = $1 AND advertiser_uuid = $2`,
    [paymentId, advertiserUuid],
  );
}

/**
 * The sandbox's payment provider: cards are those its card form made for the buyer
 * (`sandbox_payment_methods`, see `sandboxCardRoutes.ts`) or the well-known test ids; charges succeed
 * unless the card is one whose charges fail or it has expired.
 */
export const sandboxPaymentProvider: PaymentProvider = {
  async retrievePaymentMethod(db, advertiserUuid, paymentId, type, now) {
    if (type !== 'card') return bankAccount(paymentId);
    const known = TEST_PAYMENT_METHODS[paymentId];
    if (known) return { ...known, ...testCardExpiry(now) };
    const card = await findCard(db, advertiserUuid, paymentId);
    return (
      card && { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
    );
  },

  async charge(db, { advertiserUuid, method, now }): Promise<ChargeResult> {
    if (method.type !== 'card') return { status: 'succeeded' };
    if (
      method.exp_month !== null &&
      method.exp_year !== null &&
      cardExpiryProblem(method.exp_month, method.exp_year, now)
    ) {
      return { status: 'failed', code: 'expired_card', message: 'The card has expired' };
    }
    const card = TEST_PAYMENT_METHODS[method.payment_id]
      ? null
      : await findCard(db, advertiserUuid, method.payment_id);
    if (card?.charge_outcome === 'card_declined') {
      return { status: 'failed', code: 'card_declined', message: 'The card was declined' };
    }
    return { status: 'succeeded' };
  },
};

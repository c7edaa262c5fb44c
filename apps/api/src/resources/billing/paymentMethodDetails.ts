import { createHash } from 'node:crypto';
import type { PaymentMethodRow } from './billingRows.ts';

/** Well-known test method ids of card payment providers, with the card they stand for. */
const TEST_CARDS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_discover: { brand: 'discover', last4: '1117' },
};

/**
 * What the payment provider would report about a method id. The sandbox has no provider: known test ids
 * map to their test cards; any other id gets stable details derived from the id, so the same id always
 * shows the same card.
 */
export function paymentMethodDetails(
  paymentMethodId: string,
  type: PaymentMethodRow['type'],
  now: Date,
): Pick<PaymentMethodRow, 'brand' | 'last4' | 'exp_month' | 'exp_year'> {
  const digest = createHash('sha256').update(paymentMethodId).digest();
  const last4 = String(digest.readUInt32BE(0) % 10_000).padStart(4, '0');
  if (type !== 'card') return { brand: null, last4, exp_month: null, exp_year: null };
  const known = TEST_CARDS[paymentMethodId];
  return {
    brand: known?.brand ?? 'visa',
    last4: known?.last4 ?? last4,
    exp_month: 12,
    exp_year: now.getUTCFullYear() + 3,
  };
}

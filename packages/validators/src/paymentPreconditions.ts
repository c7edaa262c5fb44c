import { BILLING_DATA_MISSING_MESSAGE, PAYMENT_DATA_MISSING_MESSAGE } from './messages/billingMessages.ts';

/** Thrown when a payment step lacks the data it needs; `message` is the exact text of spec §5. */
export class PaymentPreconditionError extends Error {
  /** Machine code, as the API's error body carries it. */
  readonly code: 'billing_data_missing' | 'payment_data_missing';

  constructor(code: 'billing_data_missing' | 'payment_data_missing') {
    super(code === 'billing_data_missing' ? BILLING_DATA_MISSING_MESSAGE : PAYMENT_DATA_MISSING_MESSAGE);
    this.name = 'PaymentPreconditionError';
    this.code = code;
  }
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Before asking for a payment token: billing data with a `buyer_id` must exist, else throws
 * 'No billing data has been introduced' (spec §5).
 */
export function assertBillingData(
  billing: { buyer_id?: string | null } | null | undefined,
): asserts billing is { buyer_id: string } {
  if (!billing || !hasText(billing.buyer_id)) throw new PaymentPreconditionError('billing_data_missing');
}

/**
 * Before creating a payment method: a payment method id and a buyer id must be given, else throws
 * 'No payment data has been introduced' (spec §5).
 */
export function assertPaymentData(
  payment: { payment_method_id?: string | null; buyer_id?: string | null } | null | undefined,
): asserts payment is { payment_method_id: string; buyer_id: string } {
  if (!payment || !hasText(payment.payment_method_id) || !hasText(payment.buyer_id)) {
    throw new PaymentPreconditionError('payment_data_missing');
  }
}

import { describe, expect, it } from 'vitest';
import { assertBillingData, assertPaymentData, PaymentPreconditionError } from './paymentPreconditions.ts';

describe('payment preconditions (spec §5)', () => {
  it('lets a payment token be requested with billing data that has a buyer id', () => {
    expect(() => assertBillingData({ buyer_id: 'buyer_8f3a2c' })).not.toThrow();
  });

  it.each([null, undefined, {}, { buyer_id: null }, { buyer_id: '  ' }])(
    "throws 'No billing data has been introduced' for %j",
    (billing) => {
      expect(() => assertBillingData(billing)).toThrow(new PaymentPreconditionError('billing_data_missing'));
      expect(() => assertBillingData(billing)).toThrow(/^No billing data has been introduced$/);
    },
  );

  it('lets a payment method be created with a payment method id and a buyer id', () => {
    expect(() =>
      assertPaymentData({ payment_method_id: 'pm_card_visa', buyer_id: 'buyer_8f3a2c' }),
    ).not.toThrow();
  });

  it.each([null, { buyer_id: 'b' }, { payment_method_id: 'pm' }, { payment_method_id: '', buyer_id: 'b' }])(
    "throws 'No payment data has been introduced' for %j",
    (payment) => {
      let thrown: unknown;
      try {
        assertPaymentData(payment);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(PaymentPreconditionError);
      expect(thrown).toMatchObject({
        message: 'No payment data has been introduced',
        code: 'payment_data_missing',
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../fieldErrors.ts';
import { validationMessages } from '../validationMessages.ts';
import { billingInfoFormSchema } from './billingInfo.ts';
import {
  createPaymentTokenBodySchema,
  paymentMethodFormSchema,
  updatePaymentMethodBodySchema,
} from './paymentMethod.ts';

describe('payment and billing forms (spec §5)', () => {
  it("reports a payment method without ids as 'No payment data has been introduced'", () => {
    for (const value of [{ type: 'card' }, { payment_method_id: 'pm_1', buyer_id: '  ', type: 'card' }]) {
      const result = paymentMethodFormSchema.safeParse(value);
      expect(result.success).toBe(false);
      if (result.success) continue;
      const keys = Object.values(fieldErrors(result.error));
      expect(keys).toContain('payment.data.missing');
      expect(validationMessages['payment.data.missing']).toBe('No payment data has been introduced');
    }
  });

  it("reports a payment token request without buyer id as 'No billing data has been introduced'", () => {
    const result = createPaymentTokenBodySchema.safeParse({});
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ buyer_id: 'billing.data.missing' });
    expect(validationMessages['billing.data.missing']).toBe('No billing data has been introduced');
  });

  it('checks the billing information form field by field', () => {
    const result = billingInfoFormSchema.safeParse({
      company_name: ' ',
      address_line1: '1 Market St',
      city: 'x'.repeat(101),
      postal_code: '94105',
      country: 'usa',
      email: 'billing@acme',
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      company_name: 'billing.company_name.required',
      city: 'billing.city.max',
      country: 'country.invalid',
      email: 'email.invalid',
    });
  });

  it('trims billing text and keeps optional lines null', () => {
    expect(
      billingInfoFormSchema.parse({
        company_name: ' Acme Audio Inc. ',
        address_line1: '1 Market St',
        address_line2: null,
        city: 'San Francisco',
        postal_code: '94105',
        country: 'US',
        email: 'billing@acme-audio.com',
      }),
    ).toMatchObject({ company_name: 'Acme Audio Inc.', address_line2: null });
  });

  it('only lets an update make a method the default, or change a valid expiry', () => {
    expect(updatePaymentMethodBodySchema.safeParse({ is_default: true }).success).toBe(true);
    const result = updatePaymentMethodBodySchema.safeParse({
      is_default: false,
      exp_month: 13,
      exp_year: 1999,
    });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      is_default: 'payment.is_default.invalid',
      exp_month: 'payment.exp_month.invalid',
      exp_year: 'payment.exp_year.invalid',
    });
  });
});

import {
  billingInfoFormSchema,
  isZipCode,
  spendingLimitsFormSchema,
  updatePaymentMethodBodySchema,
} from '@earshot/validators';
import { zodResolver } from '@hookform/resolvers/zod';

// The billing forms' checks, loaded at a form's first focus or check (see `lazyResolver`).

/** The body rules of `createBillingInfo`, plus spec §5's zip code (five digits) for US addresses. */
export const billingInfoResolver = zodResolver(
  billingInfoFormSchema.superRefine((values, ctx) => {
    if (values.country === 'US' && !isZipCode(values.postal_code)) {
      ctx.addIssue({ code: 'custom', message: 'zip_code.invalid', path: ['postal_code'] });
    }
  }),
);

/** The rules of the spending limits form: the monthly limit and each campaign's cap. */
export const spendingLimitsResolver = zodResolver(spendingLimitsFormSchema);

/** The body rules of `updatePaymentMethod`: the card's expiry. */
export const paymentMethodResolver = zodResolver(updatePaymentMethodBodySchema);

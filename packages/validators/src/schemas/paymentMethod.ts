import * as z from 'zod';
import type { ValidationMessageKey } from '../validationMessages.ts';
import { hasSomeField, SOME_FIELD_REQUIRED, timestampField, wholeNumber } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

/** Kinds of payment method. */
export const PAYMENT_METHOD_TYPES = ['card', 'sepa_debit', 'ach'] as const;

/** A stored payment method. */
export const paymentMethodSchema = z.object({
  payment_id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  brand: z.string().nullable(),
  last4: z.string().regex(/^[0-9]{4}$/),
  exp_month: z.number().int().min(1).max(12).nullable(),
  exp_year: z.number().int().min(2000).nullable(),
  is_default: z.boolean(),
  created_at: timestampField(),
});

/** A stored payment method. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** An id the payment flow cannot go on without: missing or blank gives `missing` (spec §5). */
function requiredId(missing: ValidationMessageKey, tooLong: ValidationMessageKey) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(TEXT_LIMITS.externalId, { error: tooLong });
}

/**
 * Body of `createPaymentMethod` and the payment method form. A missing payment method id or buyer id
 * is reported as `payment.data.missing`, whose English text is spec §5's
 * 'No payment data has been introduced'.
 */
export const createPaymentMethodBodySchema = z.strictObject({
  payment_method_id: requiredId('payment.data.missing', 'payment.payment_method_id.max'),
  buyer_id: requiredId('payment.data.missing', 'billing.buyer_id.max'),
  type: z.enum(PAYMENT_METHOD_TYPES, { error: 'payment.type.invalid' }),
});

/** Body of `createPaymentMethod`. */
export type CreatePaymentMethodBody = z.infer<typeof createPaymentMethodBodySchema>;

/** The payment method form: the same rules as the `createPaymentMethod` body. */
export const paymentMethodFormSchema = createPaymentMethodBodySchema;

/** Body of `updatePaymentMethod`: make it the default and/or change the card expiry; at least one. */
export const updatePaymentMethodBodySchema = z
  .strictObject({
    is_default: z.literal(true, { error: 'payment.is_default.invalid' }),
    exp_month: wholeNumber('payment.exp_month.invalid', 1, 12),
    exp_year: wholeNumber('payment.exp_year.invalid', 2000, 2100),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updatePaymentMethod`. */
export type UpdatePaymentMethodBody = z.infer<typeof updatePaymentMethodBodySchema>;

/**
 * Body of `createPaymentToken`. A missing buyer id is reported as `billing.data.missing`, whose
 * English text is spec §5's 'No billing data has been introduced'.
 */
export const createPaymentTokenBodySchema = z.strictObject({
  buyer_id: requiredId('billing.data.missing', 'billing.buyer_id.max'),
});

/** Body of `createPaymentToken`. */
export type CreatePaymentTokenBody = z.infer<typeof createPaymentTokenBodySchema>;

/** A short-lived token for the payment provider form. */
export const paymentTokenSchema = z.object({ token: z.string(), expires_at: timestampField() });

/** A short-lived token for the payment provider form. */
export type PaymentToken = z.infer<typeof paymentTokenSchema>;

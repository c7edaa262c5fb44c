import * as z from 'zod';
import {
  countryField,
  emailField,
  hasSomeField,
  optionalText,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
} from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

/** Billing information of an advertiser; `buyer_id` identifies the buyer at the payment provider. */
export const billingInfoSchema = z.object({
  buyer_id: z.string(),
  company_name: z.string(),
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  tax_id: z.string().nullable(),
  email: z.string(),
  qualified: z.boolean(),
  updated_at: timestampField(),
});

/** Billing information of an advertiser. */
export type BillingInfo = z.infer<typeof billingInfoSchema>;

const billingInfoFields = {
  company_name: requiredText('billing.company_name', TEXT_LIMITS.addressLine),
  address_line1: requiredText('billing.address_line1', TEXT_LIMITS.addressLine),
  address_line2: optionalText('billing.address_line2', TEXT_LIMITS.addressLine).nullable().optional(),
  city: requiredText('billing.city', TEXT_LIMITS.city),
  postal_code: requiredText('billing.postal_code', TEXT_LIMITS.postalCode),
  country: countryField(),
  tax_id: optionalText('billing.tax_id', TEXT_LIMITS.taxId).nullable().optional(),
  email: emailField(),
};

/** Body of `createBillingInfo` and the billing information form. */
export const createBillingInfoBodySchema = z.strictObject(billingInfoFields);

/** Body of `createBillingInfo`. */
export type CreateBillingInfoBody = z.infer<typeof createBillingInfoBodySchema>;

/** The billing information form: the same rules as the `createBillingInfo` body. */
export const billingInfoFormSchema = createBillingInfoBodySchema;

/** Body of `updateBillingInfo`: any billing information field; at least one. */
export const updateBillingInfoBodySchema = z
  .strictObject(billingInfoFields)
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateBillingInfo`. */
export type UpdateBillingInfoBody = z.infer<typeof updateBillingInfoBodySchema>;

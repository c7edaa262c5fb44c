import * as z from 'zod';
import { hasSomeField, SOME_FIELD_REQUIRED, timestampField, uuidField } from './fields.ts';

/** An event type of the advertiser's pixel, and whether and how conversions of it are billed. */
export const billableEventSchema = z.object({
  id: uuidField(),
  name: z.string(),
  event_type: z.string(),
  billable: z.boolean(),
  attribution_partner_id: uuidField().nullable(),
  price: z.number().nullable(),
  updated_at: timestampField(),
});

/** A billable event. */
export type BillableEvent = z.infer<typeof billableEventSchema>;

/** A partner that attributes conversions. */
export const attributionPartnerSchema = z.object({ id: uuidField(), name: z.string() });

/** A partner that attributes conversions. */
export type AttributionPartner = z.infer<typeof attributionPartnerSchema>;

/** Body of `updateBillableEvent`: any of billable, attribution_partner_id, price; at least one. */
export const updateBillableEventBodySchema = z
  .strictObject({
    billable: z.boolean({ error: 'billable_event.billable.invalid' }),
    attribution_partner_id: uuidField().nullable(),
    price: z
      .number({ error: 'billable_event.price.invalid' })
      .min(0, { error: 'billable_event.price.invalid' })
      .max(100_000, { error: 'billable_event.price.invalid' })
      .nullable(),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateBillableEvent`. */
export type UpdateBillableEventBody = z.infer<typeof updateBillableEventBodySchema>;

import * as z from 'zod';
import { hasSomeField, SOME_FIELD_REQUIRED, uuidField } from './fields.ts';

/** The largest amount a spending limit takes, as the campaign budget's column holds it. */
export const MAX_SPENDING_LIMIT = 999_999_999_999.99;

/** Most campaigns one spending-limits body caps. */
export const MAX_CAMPAIGN_CAPS = 500;

const amount = (key: 'limits.monthly_limit.invalid' | 'limits.monthly_cap.invalid') =>
  z
    .number({ error: key })
    .min(0, { error: key })
    .max(MAX_SPENDING_LIMIT, { error: key })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: key });

/** A monthly cap on one campaign's spend. */
export const campaignSpendingCapSchema = z.strictObject(
  {
    campaign_id: uuidField('limits.campaign_id.invalid'),
    monthly_cap: amount('limits.monthly_cap.invalid'),
  },
  { error: 'limits.campaign_caps.invalid' },
);

/**
 * Body of `updateSpendingLimits`: the advertiser's monthly limit (`null`: none) and/or every campaign
 * cap, which replace the ones saved; at least one of the two. A campaign may be capped once.
 */
export const updateSpendingLimitsBodySchema = z
  .strictObject({
    monthly_limit: amount('limits.monthly_limit.invalid').nullable(),
    campaign_caps: z
      .array(campaignSpendingCapSchema, { error: 'limits.campaign_caps.invalid' })
      .max(MAX_CAMPAIGN_CAPS, { error: 'list.max' })
      .superRefine((caps, context) => {
        const seen = new Set<string>();
        caps.forEach((cap, index) => {
          if (seen.has(cap.campaign_id)) {
            context.addIssue({
              code: 'custom',
              path: [index, 'campaign_id'],
              message: 'limits.campaign_id.duplicate',
            });
          }
          seen.add(cap.campaign_id);
        });
      }),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateSpendingLimits`. */
export type UpdateSpendingLimitsBody = z.infer<typeof updateSpendingLimitsBodySchema>;

/**
 * The spending limits form: the monthly limit and a cap for each campaign listed, `null` where the
 * field is empty (no limit, no cap). Parses to the body of `updateSpendingLimits`, with only the
 * campaigns that have a cap.
 */
export const spendingLimitsFormSchema = z
  .strictObject({
    monthly_limit: amount('limits.monthly_limit.invalid').nullable(),
    campaign_caps: z.array(
      z.strictObject({
        campaign_id: uuidField('limits.campaign_id.invalid'),
        monthly_cap: amount('limits.monthly_cap.invalid').nullable(),
      }),
    ),
  })
  .transform(({ monthly_limit, campaign_caps }) => ({
    monthly_limit,
    campaign_caps: campaign_caps.flatMap(({ campaign_id, monthly_cap }) =>
      monthly_cap === null ? [] : [{ campaign_id, monthly_cap }],
    ),
  }));

/** What the spending limits form holds. */
export type SpendingLimitsFormInput = z.input<typeof spendingLimitsFormSchema>;

/** What the spending limits form parses to: the body of `updateSpendingLimits`. */
export type SpendingLimitsFormOutput = z.output<typeof spendingLimitsFormSchema>;

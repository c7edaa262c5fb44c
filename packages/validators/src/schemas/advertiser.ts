import * as z from 'zod';
import { isDomain } from '../rules/isDomain.ts';
import { attributionModelSchema, attributionWindowDaysSchema } from './attribution.ts';
import { contentCategoryValueSchema } from './contentCategory.ts';
import {
  hasSomeField,
  optionalText,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  uuidField,
} from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { userRoleValueSchema } from './userRole.ts';

/** An advertiser (company) as seen by the current user. */
export const advertiserSchema = z.object({
  uuid: uuidField(),
  name: z.string(),
  /** Domain used in app paths, e.g. `acme-audio.com`; null until signup is finished. */
  url: z.string().nullable(),
  category: z.string(),
  filename: z.string().nullable(),
  logo_url: z.string().nullable(),
  onboarded: z.boolean(),
  user_role: userRoleValueSchema,
  deals: z.array(z.string()),
  /** Days an exposure counts for a later pixel conversion: the measurement default (1–60). */
  attribution_window_days: z.number().int(),
  /** How conversions are credited by default: `last_touch`, `first_touch` or `linear`. */
  attribution_model: attributionModelSchema,
  created_at: timestampField(),
});

/** An advertiser (company) as seen by the current user. */
export type Advertiser = z.infer<typeof advertiserSchema>;

const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

const advertiserFields = {
  name: requiredText('advertiser.name', TEXT_LIMITS.name),
  /** A domain; stored bare and lower case (`https://www.Acme-Audio.com` → `acme-audio.com`) for app paths. */
  url: z
    .string({ error: 'advertiser.url.invalid' })
    .trim()
    .refine(isDomain, { error: 'advertiser.url.invalid' })
    .overwrite((url) =>
      url
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .toLowerCase(),
    )
    .nullable(),
  category: contentCategoryValueSchema,
  filename: optionalText('filename', TEXT_LIMITS.filename).nullable(),
  content_type: z.enum(LOGO_CONTENT_TYPES, { error: 'advertiser.logo.content_type' }),
  attribution_window_days: attributionWindowDaysSchema,
  attribution_model: attributionModelSchema,
};

/** Body of `createAdvertiser`: name and category required; `filename` asks for a logo upload policy. */
export const createAdvertiserBodySchema = z.strictObject({
  name: advertiserFields.name,
  category: advertiserFields.category,
  url: advertiserFields.url.optional(),
  filename: advertiserFields.filename.optional(),
  content_type: advertiserFields.content_type.optional(),
});

/** Body of `createAdvertiser`. */
export type CreateAdvertiserBody = z.infer<typeof createAdvertiserBodySchema>;

/**
 * Body of `updateAdvertiser`: any of name, url, category, filename, content_type and the attribution
 * defaults (window, model); at least one.
 */
export const updateAdvertiserBodySchema = z
  .strictObject(advertiserFields)
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateAdvertiser`. */
export type UpdateAdvertiserBody = z.infer<typeof updateAdvertiserBodySchema>;

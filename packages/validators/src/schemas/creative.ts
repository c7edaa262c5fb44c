import * as z from 'zod';
import { isUrl } from '../rules/isUrl.ts';
import { AUDIO_CONTENT_TYPES } from './asset.ts';
import {
  hasSomeField,
  optionalText,
  requiredText,
  SOME_FIELD_REQUIRED,
  timestampField,
  uuidField,
} from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { s3DataSchema } from './s3Data.ts';

/** Image content types accepted for companion display ads. */
export const DISPLAY_AD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** A creative: an audio file plus an optional companion display ad. */
export const creativeSchema = z.object({
  id: uuidField(),
  advertiser_id: uuidField(),
  name: z.string(),
  asset_uuid: uuidField().nullable(),
  audio_filename: z.string().nullable(),
  audio_url: z.string().nullable(),
  display_filename: z.string().nullable(),
  display_url: z.string().nullable(),
  click_url: z.string().nullable(),
  status: z.enum(['draft', 'pending_upload', 'ready', 'rejected']),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** A creative. */
export type Creative = z.infer<typeof creativeSchema>;

/** Answer of `createCreative`: the creative and the upload policies of its audio and display ad. */
export const creativeCreatedSchema = z.object({
  creativeId: uuidField(),
  creative: creativeSchema,
  s3_data: s3DataSchema.nullable(),
  s3_displayad: s3DataSchema.nullable(),
});

/** Answer of `createCreative`. */
export type CreativeCreated = z.infer<typeof creativeCreatedSchema>;

const clickUrl = z
  .string({ error: 'creative.click_url.invalid' })
  .trim()
  .max(TEXT_LIMITS.url, { error: 'creative.click_url.invalid' })
  .refine(isUrl, { error: 'creative.click_url.invalid' })
  .nullable();

/** Body of `createCreative`. A file name announces an upload and needs its content type. */
export const createCreativeBodySchema = z
  .strictObject({
    name: requiredText('creative.name', TEXT_LIMITS.name),
    asset_uuid: uuidField().nullable().optional(),
    audio_filename: optionalText('filename', TEXT_LIMITS.filename).nullable().optional(),
    audio_content_type: z
      .enum(AUDIO_CONTENT_TYPES, { error: 'creative.audio_content_type.invalid' })
      .optional(),
    display_filename: optionalText('filename', TEXT_LIMITS.filename).nullable().optional(),
    display_content_type: z
      .enum(DISPLAY_AD_CONTENT_TYPES, { error: 'creative.display_content_type.invalid' })
      .optional(),
    click_url: clickUrl.optional(),
  })
  .superRefine((creative, ctx) => {
    if (creative.audio_filename && !creative.audio_content_type) {
      ctx.addIssue({
        code: 'custom',
        message: 'creative.audio_content_type.required',
        path: ['audio_content_type'],
      });
    }
    if (creative.display_filename && !creative.display_content_type) {
      ctx.addIssue({
        code: 'custom',
        message: 'creative.display_content_type.required',
        path: ['display_content_type'],
      });
    }
  });

/** Body of `createCreative`. */
export type CreateCreativeBody = z.infer<typeof createCreativeBodySchema>;

/**
 * The creative form: the `createCreative` body, and the creative must have audio, either an existing
 * asset or an audio file to upload (`creative.audio.required` on `asset_uuid`).
 */
export const creativeFormSchema = createCreativeBodySchema.refine(
  (creative) => Boolean(creative.asset_uuid || creative.audio_filename),
  { error: 'creative.audio.required', path: ['asset_uuid'] },
);

/** Values of the creative form. */
export type CreativeForm = z.infer<typeof creativeFormSchema>;

/** Body of `updateCreative`: any of name, asset_uuid, click_url, display_filename; at least one. */
export const updateCreativeBodySchema = z
  .strictObject({
    name: requiredText('creative.name', TEXT_LIMITS.name),
    asset_uuid: uuidField().nullable(),
    click_url: clickUrl,
    display_filename: optionalText('filename', TEXT_LIMITS.filename).nullable(),
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateCreative`. */
export type UpdateCreativeBody = z.infer<typeof updateCreativeBodySchema>;

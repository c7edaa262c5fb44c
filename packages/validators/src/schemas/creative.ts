import * as z from 'zod';
import { isUrl, MAX_URL_LENGTH } from '../rules/isUrl.ts';
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

/** File name extensions of the audio files a creative accepts; the upload's type follows from them. */
export const CREATIVE_AUDIO_EXTENSIONS = ['mp3', 'wav', 'm4a', 'mp4', 'aac', 'ogg'] as const;

/** File name extensions of the companion display ads a creative accepts. */
export const DISPLAY_AD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

/** A file name to announce for upload whose extension is one of `extensions` (any case). */
function fileNameOf(
  extensions: readonly string[],
  error: 'creative.audio_filename.type' | 'creative.display_filename.type',
) {
  return optionalText('filename', TEXT_LIMITS.filename)
    .min(1, { error: 'filename.required' })
    .refine((name) => extensions.includes(name.split('.').pop()?.toLowerCase() ?? ''), { error });
}

const audioFilename = fileNameOf(CREATIVE_AUDIO_EXTENSIONS, 'creative.audio_filename.type').nullable();
const displayFilename = fileNameOf(DISPLAY_AD_EXTENSIONS, 'creative.display_filename.type').nullable();

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
  /** Opens the creative's VAST tag without a session (getCreativeVast's `key`). */
  vast_key: z.string().regex(/^[0-9a-f]{32}$/),
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

/**
 * Answer of `updateCreative`: the changed creative and the upload policies of the audio and display
 * ad files the change named (null for a file it did not name).
 */
export const creativeUpdatedSchema = z.object({
  creative: creativeSchema,
  s3_data: s3DataSchema.nullable(),
  s3_displayad: s3DataSchema.nullable(),
});

/** Answer of `updateCreative`. */
export type CreativeUpdated = z.infer<typeof creativeUpdatedSchema>;

// The contract caps click URLs at 2048 characters (`MAX_URL_LENGTH`), not at `TEXT_LIMITS.url`.
const clickUrl = z
  .string({ error: 'creative.click_url.invalid' })
  .trim()
  .max(MAX_URL_LENGTH, { error: 'creative.click_url.invalid' })
  .refine(isUrl, { error: 'creative.click_url.invalid' })
  .nullable();

/** Body of `createCreative`. A file name announces an upload; its extension gives the file's type. */
export const createCreativeBodySchema = z.strictObject({
  name: requiredText('creative.name', TEXT_LIMITS.name),
  asset_uuid: uuidField().nullable().optional(),
  audio_filename: audioFilename.optional(),
  display_filename: displayFilename.optional(),
  click_url: clickUrl.optional(),
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

/**
 * Body of `updateCreative`: any field of `createCreative`, at least one. A file name announces an
 * upload that replaces the current file, even under the same name; null removes the file.
 */
export const updateCreativeBodySchema = z
  .strictObject({
    name: requiredText('creative.name', TEXT_LIMITS.name),
    asset_uuid: uuidField().nullable(),
    audio_filename: audioFilename,
    display_filename: displayFilename,
    click_url: clickUrl,
  })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateCreative`. */
export type UpdateCreativeBody = z.infer<typeof updateCreativeBodySchema>;

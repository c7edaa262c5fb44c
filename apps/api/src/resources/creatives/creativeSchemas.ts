import { isUrl } from '@earshot/validators';
import { z } from 'zod';

const clickUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isUrl(value), 'creative.click_url.invalid')
  .nullable();

const filename = z.string().trim().min(1).max(255).nullable();

/**
 * Body of `createCreative` as the contract has it (`CreativeCreate`): file types come from the file
 * names. The validators package still asks for `audio_content_type` / `display_content_type`.
 */
export const createCreativeBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  asset_uuid: z.uuid().nullable().optional(),
  audio_filename: filename.optional(),
  display_filename: filename.optional(),
  click_url: clickUrl.optional(),
});

/** Body of `updateCreative` as the contract has it (`CreativeUpdate`, which includes `audio_filename`). */
export const updateCreativeBodySchema = createCreativeBodySchema.partial();

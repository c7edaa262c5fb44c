import { AUDIO_CONTENT_TYPES } from '@earshot/validators';
import { z } from 'zod';

/**
 * Body of `createAsset` as the contract has it (`AssetCreate`): an uploaded file announced by name and
 * type, or a script to generate audio from. The validators package knows only the uploaded kind, without
 * `kind`.
 */
export const createAssetBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('uploaded'),
    name: z.string().trim().min(1).max(200),
    filename: z.string().trim().min(1).max(255),
    content_type: z.enum(AUDIO_CONTENT_TYPES),
  }),
  z.strictObject({
    kind: z.literal('generated'),
    name: z.string().trim().min(1).max(200),
    script: z.string().trim().min(1).max(5000),
    voice_id: z.string().min(1).max(100),
  }),
]);

/** Body of `updateAsset` as the contract has it (`AssetUpdate`: name, script, voice_id, all optional). */
export const updateAssetBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  script: z.string().trim().min(1).max(5000).optional(),
  voice_id: z.string().min(1).max(100).optional(),
});

import * as z from 'zod';
import { scriptField, voiceIdField } from './audioVersion.ts';
import { hasSomeField, requiredText, SOME_FIELD_REQUIRED, timestampField, uuidField } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';
import { destinationProfileField, preflightResultSchema } from './preflight.ts';

/** Audio content types accepted for assets and creatives. */
export const AUDIO_CONTENT_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
] as const;

/** An audio file of an advertiser, uploaded or generated. */
export const assetSchema = z.object({
  uuid: uuidField(),
  advertiser_id: uuidField(),
  name: z.string(),
  kind: z.enum(['uploaded', 'generated']),
  status: z.enum(['pending_upload', 'ready', 'processing', 'failed']),
  filename: z.string(),
  content_type: z.string(),
  duration_seconds: z.number().nullable(),
  file_url: z.string().nullable(),
  script: z.string().nullable(),
  voice_id: z.string().nullable(),
  source_asset_uuid: uuidField().nullable(),
  preflight: preflightResultSchema.nullable(),
  peaks: z.object({ min: z.array(z.number()), max: z.array(z.number()) }).nullable(),
  created_at: timestampField(),
  updated_at: timestampField(),
});

/** An audio file of an advertiser. */
export type Asset = z.infer<typeof assetSchema>;

const assetName = requiredText('asset.name', TEXT_LIMITS.name);

/**
 * Body of `createAsset`: an audio upload to announce (`kind: 'uploaded'`; the answer carries its upload
 * policy) or a script to read with a voice (`kind: 'generated'`).
 */
export const createAssetBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('uploaded'),
      name: assetName,
      filename: requiredText('filename', TEXT_LIMITS.filename),
      content_type: z.enum(AUDIO_CONTENT_TYPES, { error: 'asset.content_type.invalid' }),
    }),
    z.strictObject({
      kind: z.literal('generated'),
      name: assetName,
      script: scriptField(),
      voice_id: voiceIdField(),
    }),
  ],
  { error: 'asset.kind.invalid' },
);

/** Body of `createAsset`. */
export type CreateAssetBody = z.infer<typeof createAssetBodySchema>;

/** Body of `updateAsset`: a new name, or a new script or voice of a generated asset; at least one. */
export const updateAssetBodySchema = z
  .strictObject({ name: assetName, script: scriptField(), voice_id: voiceIdField() })
  .partial()
  .refine(hasSomeField, SOME_FIELD_REQUIRED);

/** Body of `updateAsset`. */
export type UpdateAssetBody = z.infer<typeof updateAssetBodySchema>;

/** Body of `normalizeAsset`: the destination profile to normalize the asset's loudness for. */
export const normalizeAssetBodySchema = z.strictObject({ profile: destinationProfileField() });

/** Body of `normalizeAsset`. */
export type NormalizeAssetBody = z.infer<typeof normalizeAssetBodySchema>;

import { z } from 'zod';

/**
 * Body of `createAudioVersion` as the contract has it (`asset_uuid` may be null), which the
 * validators package does not accept yet.
 */
export const createAudioVersionBodySchema = z.strictObject({
  script: z.string().trim().min(1).max(5000),
  voice_id: z.string().min(1).max(100),
  asset_uuid: z.uuid().nullable().optional(),
});

/**
 * Body of `suggestScript` as the contract has it (`ScriptSuggestionRequest`: `brief`); the validators
 * package still names the field `description`.
 */
export const suggestScriptBodySchema = z.strictObject({
  brief: z.string().trim().min(1).max(2000),
  tone: z.enum(['friendly', 'energetic', 'calm', 'professional']).optional(),
  duration_seconds: z.union([z.literal(15), z.literal(30), z.literal(60)]).optional(),
});

/** Query of `listAudioVersions`. */
export const listAudioVersionsQuerySchema = z.object({
  asset_uuid: z.uuid().optional(),
});

import * as z from 'zod';
import { requiredText, timestampField, uuidField, wholeNumber } from './fields.ts';
import { TEXT_LIMITS } from './limits.ts';

/** A synthetic voice for generated audio. */
export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  gender: z.enum(['female', 'male', 'neutral']),
  sample_url: z.string().nullable(),
});

/** A synthetic voice. */
export type Voice = z.infer<typeof voiceSchema>;

/** A generated audio version of a script (an advertisement), identified by `external_id`. */
export const advertisementSchema = z.object({
  external_id: z.string(),
  asset_uuid: uuidField().nullable(),
  script: z.string(),
  voice_id: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  audio_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  created_at: timestampField(),
});

/** A generated audio version of a script. */
export type Advertisement = z.infer<typeof advertisementSchema>;

const script = requiredText('audio.script', TEXT_LIMITS.script);
const voiceId = requiredText('audio.voice_id', TEXT_LIMITS.externalId);

/** Body of `createAudioVersion`: generates audio from a script with a voice. */
export const createAudioVersionBodySchema = z.strictObject({
  script,
  voice_id: voiceId,
  asset_uuid: uuidField().optional(),
});

/** Body of `createAudioVersion`. */
export type CreateAudioVersionBody = z.infer<typeof createAudioVersionBodySchema>;

/** Body of `regenerateAudioVersion`: optionally a new script or voice. */
export const regenerateAudioVersionBodySchema = z.strictObject({
  script: script.optional(),
  voice_id: voiceId.optional(),
});

/** Body of `regenerateAudioVersion`. */
export type RegenerateAudioVersionBody = z.infer<typeof regenerateAudioVersionBodySchema>;

/** Body of `suggestScript`: what is advertised, and optionally tone, length and how many suggestions. */
export const suggestScriptBodySchema = z.strictObject({
  description: requiredText('script.description', TEXT_LIMITS.description),
  tone: z
    .enum(['friendly', 'energetic', 'calm', 'professional', 'humorous'], { error: 'script.tone.invalid' })
    .default('friendly'),
  duration_seconds: z.literal([15, 30, 60], { error: 'script.duration.invalid' }).default(30),
  count: wholeNumber('script.count.invalid', 1, 5).default(3),
});

/** Body of `suggestScript` as sent. */
export type SuggestScriptBody = z.input<typeof suggestScriptBodySchema>;

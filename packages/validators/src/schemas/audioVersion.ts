import * as z from 'zod';
import { requiredText, timestampField, uuidField } from './fields.ts';
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

/** A script to read: at most {@link TEXT_LIMITS.script} characters. */
export const scriptField = () => requiredText('audio.script', TEXT_LIMITS.script);
/** The id of a synthetic voice. */
export const voiceIdField = () => requiredText('audio.voice_id', TEXT_LIMITS.voiceId);

const script = scriptField();
const voiceId = voiceIdField();

/** Body of `createAudioVersion`: generates audio from a script with a voice. */
export const createAudioVersionBodySchema = z.strictObject({
  script,
  voice_id: voiceId,
  asset_uuid: uuidField().nullable().optional(),
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

/** Body of `suggestScript`: what the ad is about, and optionally its tone and length. */
export const suggestScriptBodySchema = z.strictObject({
  brief: requiredText('script.brief', TEXT_LIMITS.description),
  tone: z
    .enum(['friendly', 'energetic', 'calm', 'professional'], { error: 'script.tone.invalid' })
    .default('friendly'),
  duration_seconds: z.literal([15, 30, 60], { error: 'script.duration.invalid' }).default(30),
});

/** Body of `suggestScript` as sent. */
export type SuggestScriptBody = z.input<typeof suggestScriptBodySchema>;

import type { Schema } from '@earshot/sdk-core';
import {
  type CreateCreativeBody,
  creativeFormSchema,
  type UpdateCreativeBody,
  updateCreativeBodySchema,
} from '@earshot/validators';
import type { Resolver } from 'react-hook-form';
import { schemaResolver } from '../Form/schemaResolver.ts';

type Creative = Schema<'Creative'>;

/** What the creative form edits: the creative's fields, and the audio and image files chosen to upload. */
export interface CreativeFormValues {
  name: string;
  /** The chosen asset's uuid, or '' for none. */
  asset_uuid: string;
  click_url: string;
  /** An audio file to upload, replacing the creative's audio and asset. */
  audio: File | null;
  /** A companion image to upload, replacing the creative's. */
  display: File | null;
}

/** The form's starting values: the saved creative's, or empty ones. */
export function creativeFormValues(creative: Creative | null): CreativeFormValues {
  return {
    name: creative?.name ?? '',
    asset_uuid: creative?.asset_uuid ?? '',
    click_url: creative?.click_url ?? '',
    audio: null,
    display: null,
  };
}

/** The `createCreative` body: a chosen file is announced by its name. */
export function creativeBody(values: CreativeFormValues): CreateCreativeBody {
  return {
    name: values.name,
    asset_uuid: values.asset_uuid || null,
    audio_filename: values.audio?.name ?? null,
    display_filename: values.display?.name ?? null,
    click_url: values.click_url.trim() || null,
  };
}

/** The `updateCreative` body: a chosen file replaces the creative's current one (and its asset, for audio). */
export function creativeChanges(values: CreativeFormValues): UpdateCreativeBody {
  return {
    name: values.name,
    click_url: values.click_url.trim() || null,
    ...(values.audio
      ? { asset_uuid: null, audio_filename: values.audio.name }
      : values.asset_uuid
        ? { asset_uuid: values.asset_uuid }
        : {}),
    ...(values.display ? { display_filename: values.display.name } : {}),
  };
}

/** The form's field for a field of the creative bodies: a file name's problems show at the chosen file. */
export const creativeField = (path: string): keyof CreativeFormValues =>
  path === 'audio_filename'
    ? 'audio'
    : path === 'display_filename'
      ? 'display'
      : (path as keyof CreativeFormValues);

/**
 * Checks the form as the body it becomes: a creative not saved yet (`savedId()` null) with the
 * creative form schema (which asks for audio), a saved one with `updateCreative`'s.
 */
export function creativeResolver(savedId: () => string | null): Resolver<CreativeFormValues> {
  return schemaResolver((values: CreativeFormValues) => {
    const result =
      savedId() === null
        ? creativeFormSchema.safeParse(creativeBody(values))
        : updateCreativeBodySchema.safeParse(creativeChanges(values));
    return result.success ? { success: true, data: values } : result;
  }, creativeField);
}

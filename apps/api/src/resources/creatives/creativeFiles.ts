/** Audio file types a creative accepts, by file extension (the validators' `CREATIVE_AUDIO_EXTENSIONS`). */
const AUDIO_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
};

/** Companion display ad types, by file extension (the validators' `DISPLAY_AD_EXTENSIONS`). */
const DISPLAY_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Largest audio file a creative accepts: 50 MB. */
export const MAX_CREATIVE_AUDIO_BYTES = 50 * 1024 * 1024;

/** Largest companion display ad: 2 MB, the usual ad-server limit. */
export const MAX_DISPLAY_AD_BYTES = 2 * 1024 * 1024;

/** The content type of a creative file by its name, or `null` when the type is not accepted. */
export function creativeContentType(filename: string, kind: 'audio' | 'display'): string | null {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const types = kind === 'audio' ? AUDIO_TYPES : DISPLAY_TYPES;
  return Object.hasOwn(types, extension) ? (types[extension] ?? null) : null;
}

/** The accepted extensions of a kind, for error messages. */
export function acceptedExtensions(kind: 'audio' | 'display'): string {
  return Object.keys(kind === 'audio' ? AUDIO_TYPES : DISPLAY_TYPES).join(', ');
}

import {
  CREATIVE_AUDIO_EXTENSIONS,
  DISPLAY_AD_CONTENT_TYPES,
  DISPLAY_AD_EXTENSIONS,
} from '@earshot/validators';

/** Pixel sizes of a companion display ad. */
export interface PixelSize {
  width: number;
  height: number;
}

/** The companion ad sizes accepted unless told otherwise: the medium rectangle and the square companion. */
export const DEFAULT_DISPLAY_AD_SIZES: readonly PixelSize[] = [
  { width: 300, height: 250 },
  { width: 640, height: 640 },
];

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** The largest audio file a creative's upload policy allows: 50 MB. */
export const MAX_CREATIVE_AUDIO_BYTES = 50 * 1024 * 1024;

/** The largest companion display ad a creative's upload policy allows: 2 MB, the usual ad-server limit. */
export const MAX_DISPLAY_AD_BYTES = 2 * 1024 * 1024;

/** Whether a creative accepts `name` as its audio file (the type follows from the extension). */
export const isCreativeAudioFile = (name: string) =>
  (CREATIVE_AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Why a creative's audio file is refused before upload. */
export type CreativeAudioProblem = { reason: 'type' } | { reason: 'bytes'; bytes: number };

/**
 * Checks a creative's audio file before upload: an accepted extension and at most `maxBytes`.
 * Returns null when it passes.
 */
export function checkCreativeAudio(
  file: File,
  maxBytes = MAX_CREATIVE_AUDIO_BYTES,
): CreativeAudioProblem | null {
  if (!isCreativeAudioFile(file.name)) return { reason: 'type' };
  return file.size > maxBytes ? { reason: 'bytes', bytes: file.size } : null;
}

/** Why a display ad image is refused before upload. */
export type DisplayAdProblem =
  | { reason: 'type' }
  | { reason: 'bytes'; bytes: number }
  | { reason: 'size'; size: PixelSize }
  | { reason: 'unreadable' };

/**
 * Checks a companion display ad before upload: a PNG, JPEG, GIF or WebP image (by type and extension)
 * of at most `maxBytes` whose pixel size, read by `readSize`, is one of `sizes`. The cheap checks run
 * first, so a wrong or huge file is never decoded. Returns null when it passes.
 */
export async function checkDisplayAd(
  file: File,
  sizes: readonly PixelSize[],
  readSize: (file: File) => Promise<PixelSize>,
  maxBytes = MAX_DISPLAY_AD_BYTES,
): Promise<DisplayAdProblem | null> {
  const typeOk = (DISPLAY_AD_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !(DISPLAY_AD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return { reason: 'type' };
  }
  if (file.size > maxBytes) return { reason: 'bytes', bytes: file.size };
  let size: PixelSize;
  try {
    size = await readSize(file);
  } catch {
    return { reason: 'unreadable' };
  }
  return sizes.some((allowed) => allowed.width === size.width && allowed.height === size.height)
    ? null
    : { reason: 'size', size };
}

/** The pixel size of an image file, decoded by the browser. */
export async function readImageSize(file: Blob): Promise<PixelSize> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

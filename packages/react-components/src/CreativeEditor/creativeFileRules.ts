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

/** Whether a creative accepts `name` as its audio file (the type follows from the extension). */
export const isCreativeAudioFile = (name: string) =>
  (CREATIVE_AUDIO_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** Why a display ad image is refused before upload. */
export type DisplayAdProblem =
  | { reason: 'type' }
  | { reason: 'size'; size: PixelSize }
  | { reason: 'unreadable' };

/**
 * Checks a companion display ad before upload: a PNG, JPEG, GIF or WebP image (by type and extension)
 * whose pixel size, read by `readSize`, is one of `sizes`. Returns null when it passes.
 */
export async function checkDisplayAd(
  file: File,
  sizes: readonly PixelSize[],
  readSize: (file: File) => Promise<PixelSize>,
): Promise<DisplayAdProblem | null> {
  const typeOk = (DISPLAY_AD_CONTENT_TYPES as readonly string[]).includes(file.type);
  if (!typeOk || !(DISPLAY_AD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return { reason: 'type' };
  }
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

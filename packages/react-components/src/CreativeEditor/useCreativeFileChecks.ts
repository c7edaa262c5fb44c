import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import {
  checkCreativeAudio,
  checkDisplayAd,
  MAX_CREATIVE_AUDIO_BYTES,
  MAX_DISPLAY_AD_BYTES,
  type PixelSize,
} from './creativeFileRules.ts';

/** Checks of a creative's files before upload, answering why a file is refused or undefined when it passes. */
export interface CreativeFileChecks {
  /** A translated message or validation key for a refused audio file. */
  checkAudio: (file: File) => string | undefined;
  /** A translated message or validation key for a refused companion image. */
  checkDisplay: (file: File) => Promise<string | undefined>;
}

/**
 * The creative editor's file checks (type, bytes, and the image's pixel size), with messages in the
 * provider's locale. The same checks hold for a new creative's files and for replacing them.
 */
export function useCreativeFileChecks(
  displayAdSizes: readonly PixelSize[],
  readImageSize: (file: File) => Promise<PixelSize>,
): CreativeFileChecks {
  const t = useAssetMessage();
  const format = useFormatters();
  const megabytes = (bytes: number) =>
    format.number(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  const checkAudio = (file: File) => {
    const problem = checkCreativeAudio(file);
    if (problem === null) return undefined;
    if (problem.reason === 'type') return 'creative.audio_filename.type';
    return t('creativeEditor.audio.bytes', {
      name: file.name,
      size: megabytes(problem.bytes),
      max: megabytes(MAX_CREATIVE_AUDIO_BYTES),
    });
  };

  const checkDisplay = async (file: File) => {
    const problem = await checkDisplayAd(file, displayAdSizes, readImageSize);
    switch (problem?.reason) {
      case undefined:
        return undefined;
      case 'type':
        return 'creative.display_filename.type';
      case 'bytes':
        return t('creativeEditor.display.bytes', {
          name: file.name,
          size: megabytes(problem.bytes),
          max: megabytes(MAX_DISPLAY_AD_BYTES),
        });
      case 'size':
        return t('creativeEditor.display.size', {
          width: problem.size.width,
          height: problem.size.height,
          sizes: displayAdSizes.map((size) => `${size.width}×${size.height}`).join(', '),
        });
      case 'unreadable':
        return t('creativeEditor.display.unreadable', { name: file.name });
    }
  };

  return { checkAudio, checkDisplay };
}

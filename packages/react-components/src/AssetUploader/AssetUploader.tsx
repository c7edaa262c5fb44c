import { DropZone } from '../DropZone/DropZone.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import * as styles from './AssetUploader.css.ts';
import { DEFAULT_MAX_ASSET_SECONDS, MAX_ASSET_BYTES } from './audioFileRules.ts';
import { readAudioDuration } from './readAudioDuration.ts';
import { UploadList } from './UploadList.tsx';
import { type Asset, useAssetUploads } from './useAssetUploads.ts';

/** Props of {@link AssetUploader}. */
export interface AssetUploaderProps {
  /** The advertiser the assets belong to (its uuid). */
  advertiserId: string;
  /**
   * The largest file accepted, in bytes; larger files are refused before any upload.
   * @default 50 MB, what the storage service accepts
   */
  maxBytes?: number;
  /**
   * The longest audio accepted, in seconds; longer files are refused before any upload.
   * @default 120
   */
  maxSeconds?: number;
  /**
   * Called with each asset once its file is stored.
   * @default undefined
   */
  onUploaded?: (asset: Asset) => void;
  /**
   * Reads an audio file's length in seconds, rejecting when it is not audio.
   * @default the browser's decoder, from the file's metadata
   */
  readDuration?: (file: File) => Promise<number>;
  /**
   * An extra class on the root.
   * @default undefined
   */
  className?: string;
  /**
   * Refuses files, for the roles that may not add assets (view-only and reporting, spec §6).
   * @default false
   */
  isReadOnly?: boolean;
}

/**
 * Uploads audio files as assets: drop or choose several at once; each is checked (type, size, length)
 * before anything is sent, then uploaded under its signed policy with its progress in percent. An
 * upload can be cancelled; a failed or cancelled one stays listed, ready to retry. Uploaded assets
 * show a player and their length.
 */
export function AssetUploader({
  advertiserId,
  maxBytes = MAX_ASSET_BYTES,
  maxSeconds = DEFAULT_MAX_ASSET_SECONDS,
  onUploaded,
  readDuration = readAudioDuration,
  className,
  isReadOnly = false,
}: AssetUploaderProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const uploads = useAssetUploads({
    advertiserId,
    limits: { maxBytes, maxSeconds },
    readDuration,
    onUploaded,
  });
  const size = format.number(maxBytes / 1024 / 1024, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DropZone
        allowsMultiple
        isDisabled={isReadOnly}
        prompt={t('assetUploader.prompt')}
        onFiles={uploads.add}
      />
      <p className={styles.muted}>{t('assetUploader.limits', { size, seconds: maxSeconds })}</p>
      <UploadList
        items={uploads.items}
        maxBytes={maxBytes}
        maxSeconds={maxSeconds}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
    </div>
  );
}

import {
  DEFAULT_DESTINATION_PROFILE,
  DESTINATION_PROFILE_IDS,
  DESTINATION_PROFILES,
  type DestinationProfileId,
} from '@earshot/validators';
import { useState } from 'react';
import { DropZone } from '../DropZone/DropZone.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { usePreflightMessage } from '../i18n/preflight/usePreflightMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select } from '../Select/Select.tsx';
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
  /**
   * The destination the files' pre-flight checks against at first; the user may pick another.
   * @default 'iab'
   */
  defaultProfile?: DestinationProfileId;
  /**
   * The spot lengths, in seconds, the campaign's placements accept (e.g. `[15, 30]`): the pre-flight
   * fails audio of another length.
   * @default [] (no placement length is checked)
   */
  placementDurations?: readonly number[];
}

const NO_PLACEMENTS: readonly number[] = [];
const PROFILE_OPTIONS = DESTINATION_PROFILE_IDS.map((id) => DESTINATION_PROFILES[id]);

/**
 * Uploads audio files as assets: drop or choose several at once; each is checked (type, size, length)
 * before anything is sent, then uploaded under its signed policy with its progress in percent. An
 * upload can be cancelled; a failed or cancelled one stays listed, ready to retry. Uploaded assets
 * show a player and their length.
 *
 * The moment a WAV or MP3 file is dropped, the browser decodes it (Web Audio) and shows its pre-flight
 * against the chosen destination (loudness, true peak, length, sample rate, channels, bitrate) while it
 * uploads; a file that fails is uploaded all the same, and the server checks it again. Where the
 * browser cannot decode the file, the server's pre-flight shows once it is uploaded.
 */
export function AssetUploader({
  advertiserId,
  maxBytes = MAX_ASSET_BYTES,
  maxSeconds = DEFAULT_MAX_ASSET_SECONDS,
  onUploaded,
  readDuration = readAudioDuration,
  className,
  isReadOnly = false,
  defaultProfile = DEFAULT_DESTINATION_PROFILE,
  placementDurations = NO_PLACEMENTS,
}: AssetUploaderProps) {
  const t = useAssetMessage();
  const tp = usePreflightMessage();
  const [profile, setProfile] = useState<DestinationProfileId>(defaultProfile);
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
      <Select
        className={styles.profile}
        label={tp('preflightReport.profile')}
        items={PROFILE_OPTIONS}
        selectedKey={profile}
        onSelectionChange={(key) => setProfile(key as DestinationProfileId)}
        isDisabled={isReadOnly}
      >
        {(option) => <ListBoxItem id={option.id}>{option.label}</ListBoxItem>}
      </Select>
      <UploadList
        items={uploads.items}
        maxBytes={maxBytes}
        maxSeconds={maxSeconds}
        profile={profile}
        placementDurations={placementDurations}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
      />
    </div>
  );
}

import { DEFAULT_DESTINATION_PROFILE, type DestinationProfileId } from '@earshot/validators';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './AssetUploader.css.ts';
import { UploadRow } from './UploadRow.tsx';
import type { UploadItem } from './useAssetUploads.ts';

/** Props of {@link UploadList}. */
export interface UploadListProps {
  items: readonly UploadItem[];
  maxBytes: number;
  maxSeconds: number;
  /**
   * The destination each file's pre-flight checks against.
   * @default 'iab'
   */
  profile?: DestinationProfileId;
  /**
   * The spot lengths the campaign's placements accept, checked in each file's pre-flight.
   * @default [] (no placement length is checked)
   */
  placementDurations?: readonly number[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

const NO_PLACEMENTS: readonly number[] = [];

/** The uploader's files, each in its state; nothing while there are none. */
export function UploadList({
  items,
  profile = DEFAULT_DESTINATION_PROFILE,
  placementDurations = NO_PLACEMENTS,
  onCancel,
  onRetry,
  onRemove,
  ...limits
}: UploadListProps) {
  const t = useAssetMessage();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('assetUploader.files')}>
      {items.map((item) => (
        <UploadRow
          key={item.id}
          item={item}
          {...limits}
          profile={profile}
          placementDurations={placementDurations}
          onCancel={() => onCancel(item.id)}
          onRetry={() => onRetry(item.id)}
          onRemove={() => onRemove(item.id)}
        />
      ))}
    </ul>
  );
}

import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './AssetUploader.css.ts';
import { UploadRow } from './UploadRow.tsx';
import type { UploadItem } from './useAssetUploads.ts';

/** Props of {@link UploadList}. */
export interface UploadListProps {
  items: readonly UploadItem[];
  maxBytes: number;
  maxSeconds: number;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The uploader's files, each in its state; nothing while there are none. */
export function UploadList({ items, onCancel, onRetry, onRemove, ...limits }: UploadListProps) {
  const t = useAssetMessage();
  if (items.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t('assetUploader.files')}>
      {items.map((item) => (
        <UploadRow
          key={item.id}
          item={item}
          {...limits}
          onCancel={() => onCancel(item.id)}
          onRetry={() => onRetry(item.id)}
          onRemove={() => onRemove(item.id)}
        />
      ))}
    </ul>
  );
}

import { type DestinationProfileId, runPreflight } from '@earshot/validators';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Preflight } from '../Preflight/Preflight.tsx';
import { PreflightBadge } from '../Preflight/PreflightBadge.tsx';
import * as styles from './AssetUploader.css.ts';
import type { UploadItem } from './useAssetUploads.ts';

/** Props of {@link UploadPreflight}. */
export interface UploadPreflightProps {
  item: UploadItem;
  /** The destination the browser's measurement is checked against. */
  profile: DestinationProfileId;
  /** The spot lengths the campaign's placements accept; none checks no placement length. */
  placementDurations: readonly number[];
}

/**
 * A file's pre-flight in the uploader: while the browser measures it, then its checks against the
 * chosen destination. Where the browser cannot measure it, the server's pre-flight once the file is
 * uploaded (and "Checking…" until the server has one), and before that a line saying so.
 */
export function UploadPreflight({ item, profile, placementDurations }: UploadPreflightProps) {
  const t = useAssetMessage();
  const check = item.browserCheck;
  if (!check) return null;
  if (check.status === 'measuring') {
    return <p className={styles.muted}>{t('assetUploader.preflight.measuring', { name: item.file.name })}</p>;
  }
  if (check.status === 'measured') {
    return (
      <>
        <Preflight result={runPreflight(check.measurement.figures, profile, { placementDurations })} />
        <p className={styles.muted}>{t('assetUploader.preflight.inBrowser')}</p>
      </>
    );
  }
  if (item.status !== 'uploaded')
    return <p className={styles.muted}>{t('assetUploader.preflight.afterUpload')}</p>;
  return item.asset.preflight ? (
    <Preflight result={item.asset.preflight} />
  ) : (
    <PreflightBadge result={null} />
  );
}

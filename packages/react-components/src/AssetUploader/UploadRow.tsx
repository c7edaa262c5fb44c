import type { DestinationProfileId } from '@earshot/validators';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { Button } from '../Button/Button.tsx';
import { type AssetTranslate, useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { useFormatters } from '../i18n/useFormatters.ts';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './AssetUploader.css.ts';
import type { AudioFileProblem } from './audioFileRules.ts';
import { formatDuration } from './formatDuration.ts';
import { UploadPreflight } from './UploadPreflight.tsx';
import type { UploadItem } from './useAssetUploads.ts';

/** Props of {@link UploadRow}. */
export interface UploadRowProps {
  item: UploadItem;
  maxBytes: number;
  maxSeconds: number;
  /** The destination the file's pre-flight checks against. */
  profile: DestinationProfileId;
  /** The spot lengths the campaign's placements accept. */
  placementDurations: readonly number[];
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

function problemMessage(
  t: AssetTranslate,
  size: (bytes: number) => string,
  name: string,
  problem: AudioFileProblem,
  limits: { maxBytes: number; maxSeconds: number },
) {
  switch (problem.reason) {
    case 'type':
      return t('assetUploader.refused.type', { name });
    case 'size':
      return t('assetUploader.refused.size', { name, size: size(problem.bytes), max: size(limits.maxBytes) });
    case 'duration':
      return t('assetUploader.refused.duration', {
        name,
        seconds: Math.ceil(problem.seconds),
        max: limits.maxSeconds,
      });
    case 'unreadable':
      return t('assetUploader.refused.unreadable', { name });
  }
}

/**
 * One file of the uploader: its checks, progress, failure with retry, or the uploaded asset to play
 * (its waveform from the server's peaks, or the browser's); its pre-flight below.
 */
export function UploadRow({
  item,
  maxBytes,
  maxSeconds,
  profile,
  placementDurations,
  onCancel,
  onRetry,
  onRemove,
}: UploadRowProps) {
  const t = useAssetMessage();
  const format = useFormatters();
  const name = item.file.name;
  const measured = item.browserCheck?.status === 'measured' ? item.browserCheck.measurement : null;
  const size = (bytes: number) =>
    format.number(megabytes(bytes), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const removeButton = (
    <Button variant="secondary" size="small" onPress={onRemove}>
      {t('assetUploader.remove')}
    </Button>
  );
  return (
    <li className={styles.item} data-status={item.status} aria-label={name}>
      <p className={styles.fileName}>{name}</p>
      {item.status === 'checking' ? (
        <p className={styles.muted}>{t('assetUploader.checking', { name })}</p>
      ) : null}
      {item.status === 'refused' ? (
        <>
          <p role="alert" className={styles.error}>
            {problemMessage(t, size, name, item.problem, { maxBytes, maxSeconds })}
          </p>
          <div className={styles.actions}>{removeButton}</div>
        </>
      ) : null}
      {item.status === 'uploading' ? (
        <>
          <ProgressBar label={t('assetUploader.uploading', { name })} value={item.percent} />
          <div className={styles.actions}>
            <Button variant="secondary" size="small" onPress={onCancel}>
              {t('assetUploader.cancel')}
            </Button>
          </div>
        </>
      ) : null}
      {item.status === 'failed' || item.status === 'cancelled' ? (
        <>
          <p role={item.status === 'failed' ? 'alert' : 'status'} className={styles.error}>
            {t(item.status === 'failed' ? 'assetUploader.failed' : 'assetUploader.cancelled', { name })}
          </p>
          <div className={styles.actions}>
            <Button size="small" onPress={onRetry}>
              {t('assetUploader.retry')}
            </Button>
            {removeButton}
          </div>
        </>
      ) : null}
      {item.status === 'uploaded' ? (
        <>
          <p role="status" className={styles.muted}>
            {t('assetUploader.uploaded', { name })}
          </p>
          {item.asset.file_url ? (
            <AudioPreview
              src={item.asset.file_url}
              name={name}
              peaks={item.asset.peaks ?? measured?.peaks ?? null}
              duration={item.asset.duration_seconds ?? measured?.durationSeconds ?? null}
            />
          ) : (
            <p className={styles.muted}>{t('assetUploader.processing')}</p>
          )}
          {item.asset.duration_seconds !== null ? (
            <p className={styles.muted}>
              {t('assetUploader.duration', { duration: formatDuration(item.asset.duration_seconds) })}
            </p>
          ) : null}
        </>
      ) : null}
      <UploadPreflight item={item} profile={profile} placementDurations={placementDurations} />
    </li>
  );
}

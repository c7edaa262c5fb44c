import type { Schema } from '@earshot/sdk-core';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { Button } from '../Button/Button.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './AudioGenerator.css.ts';

/** Props of {@link VersionCard}. */
export interface VersionCardProps {
  version: Schema<'Advertisement'>;
  /** The version's number in the list, from 1. */
  number: number;
  /** The display name of the version's voice. */
  voiceName: string;
  /** Whether this is the version the asset holds. */
  isKept: boolean;
  isKeeping: boolean;
  /** Keeps this version as the asset; absent when read-only. */
  onKeep?: (() => void) | undefined;
}

/** One generated version: its voice, script, player and length, and a button to keep it. */
export function VersionCard({ version, number, voiceName, isKept, isKeeping, onKeep }: VersionCardProps) {
  const t = useAssetMessage();
  const title = t('audioGenerator.version', { number, voice: voiceName });
  return (
    <li className={styles.card} aria-label={title} data-status={version.status}>
      <p className={styles.heading}>{title}</p>
      <p className={styles.script}>{version.script}</p>
      {version.status === 'ready' && version.audio_url ? (
        // biome-ignore lint/a11y/useMediaCaption: the script is shown above the player
        <audio
          controls
          preload="metadata"
          src={version.audio_url}
          aria-label={t('audioGenerator.listen', { number })}
        />
      ) : (
        <p className={version.status === 'failed' ? styles.error : styles.muted}>
          {t(version.status === 'failed' ? 'audioGenerator.versionFailed' : 'audioGenerator.processing')}
        </p>
      )}
      {version.duration_seconds !== null ? (
        <p className={styles.muted}>
          {t('assetUploader.duration', { duration: formatDuration(version.duration_seconds) })}
        </p>
      ) : null}
      <div className={styles.actions}>
        {isKept ? <p className={styles.muted}>{t('audioGenerator.kept')}</p> : null}
        {onKeep && !isKept && version.status === 'ready' ? (
          // The visible text names the version, so speech users can say what they see (WCAG 2.5.3).
          <Button size="small" isPending={isKeeping} onPress={onKeep}>
            {t('audioGenerator.keepVersion', { number })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

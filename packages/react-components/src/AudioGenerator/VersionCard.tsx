import type { Schema } from '@earshot/sdk-core';
import type { PreflightResult } from '@earshot/validators';
import type { PlayableWaveform } from '../AssetList/PlayableTable.tsx';
import { formatDuration } from '../AssetUploader/formatDuration.ts';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { Button } from '../Button/Button.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import { Preflight } from '../Preflight/Preflight.tsx';
import { PreflightBadge } from '../Preflight/PreflightBadge.tsx';
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
  /**
   * The pre-flight of the asset's audio, for the kept version: null while the server checks it;
   * undefined for a version no asset holds, which shows none.
   */
  preflight?: PreflightResult | null | undefined;
  /** The stored waveform of the version's audio, when it is the asset's own file. */
  waveform?: PlayableWaveform | undefined;
}

/**
 * One generated version: its voice, script, player (with its waveform) and length, a button to keep
 * it, and, once kept, the asset's pre-flight.
 */
export function VersionCard({
  version,
  number,
  voiceName,
  isKept,
  isKeeping,
  onKeep,
  preflight,
  waveform,
}: VersionCardProps) {
  const t = useAssetMessage();
  const title = t('audioGenerator.version', { number, voice: voiceName });
  return (
    <li className={styles.card} aria-label={title} data-status={version.status}>
      <p className={styles.heading}>{title}</p>
      <p className={styles.script}>{version.script}</p>
      {version.status === 'ready' && version.audio_url ? (
        <AudioPreview
          src={version.audio_url}
          name={t('audioGenerator.versionName', { number })}
          {...waveform}
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
      {preflight === undefined ? null : preflight ? (
        <Preflight result={preflight} />
      ) : (
        <PreflightBadge result={null} />
      )}
    </li>
  );
}

import type { Schema } from '@earshot/sdk-core';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './AudioGenerator.css.ts';

/** Props of {@link VoiceSample}. */
export interface VoiceSampleProps {
  /** The voice picked, or undefined while none is. */
  voice: Schema<'Voice'> | undefined;
}

/** The picked voice's sample to audition before generating ("Listen to Ava’s voice sample"). */
export function VoiceSample({ voice }: VoiceSampleProps) {
  const t = useAssetMessage();
  if (!voice) return null;
  if (!voice.sample_url) return <p className={styles.muted}>{t('audioGenerator.voiceSample.none')}</p>;
  return <AudioPreview src={voice.sample_url} name={t('audioGenerator.voiceSample', { name: voice.name })} />;
}

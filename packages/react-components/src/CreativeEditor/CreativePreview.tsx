import * as editorStyles from '../AssetEditor/AssetEditor.css.ts';
import type { PlayableWaveform } from '../AssetList/PlayableTable.tsx';
import { AudioPreview } from '../AudioPreview/AudioPreview.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './CreativeEditor.css.ts';

/** Props of {@link CreativePreview}. */
export interface CreativePreviewProps {
  /** The creative's name as typed so far; the player is named after it ("this creative" while empty). */
  name: string;
  /** The address of the audio to play, or null when the creative has none yet. */
  audioUrl: string | null;
  /** The audio's precomputed waveform and length when it is an asset's, so the player does not decode it. */
  waveform: PlayableWaveform;
  /** The address of the companion display ad, or null when there is none. */
  imageUrl: string | null;
}

/**
 * A creative's audio (with its waveform) and companion display ad, as a listener meets them together;
 * one line says what to add while there is neither.
 */
export function CreativePreview({ name, audioUrl, waveform, imageUrl }: CreativePreviewProps) {
  const t = useAssetMessage();
  return (
    <section className={styles.preview} aria-label={t('creativeEditor.preview')}>
      {audioUrl || imageUrl ? (
        <>
          {audioUrl ? (
            <AudioPreview src={audioUrl} name={name.trim() || t('creativeEditor.unnamed')} {...waveform} />
          ) : (
            <p className={editorStyles.term}>{t('creativeEditor.noAudio')}</p>
          )}
          {imageUrl ? (
            <img className={styles.image} src={imageUrl} alt={t('creativeEditor.previewImage')} />
          ) : (
            <p className={editorStyles.term}>{t('creativeEditor.noDisplayAd')}</p>
          )}
        </>
      ) : (
        <p className={editorStyles.term}>{t('creativeEditor.previewEmpty')}</p>
      )}
    </section>
  );
}

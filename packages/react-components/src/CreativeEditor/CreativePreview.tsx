import * as editorStyles from '../AssetEditor/AssetEditor.css.ts';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './CreativeEditor.css.ts';

/** Props of {@link CreativePreview}. */
export interface CreativePreviewProps {
  /** The address of the audio to play, or null when the creative has none yet. */
  audioUrl: string | null;
  /** The address of the companion display ad, or null when there is none. */
  imageUrl: string | null;
}

/**
 * A creative's audio and companion display ad, side by side, as a listener sees them together; one
 * line says what to add while there is neither.
 */
export function CreativePreview({ audioUrl, imageUrl }: CreativePreviewProps) {
  const t = useAssetMessage();
  return (
    <section className={styles.preview} aria-label={t('creativeEditor.preview')}>
      {audioUrl || imageUrl ? (
        <>
          {audioUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: an audio ad's preview
            <audio controls preload="metadata" src={audioUrl} aria-label={t('creativeEditor.previewAudio')} />
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

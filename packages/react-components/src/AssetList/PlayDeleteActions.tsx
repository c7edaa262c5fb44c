import { Button } from '../Button/Button.tsx';
import { useAssetMessage } from '../i18n/assets/useAssetMessage.ts';
import * as styles from './AssetList.css.ts';

/** Props of {@link PlayDeleteActions}. */
export interface PlayDeleteActionsProps {
  /** The row's name, for the buttons' accessible labels. */
  name: string;
  /** Whether there is audio to play yet. */
  canPlay: boolean;
  /** Read-only users get no delete button. */
  isReadOnly: boolean;
  onPlay: () => void;
  onDelete: () => void;
}

/** The Play and Delete buttons of a row of the asset and creative lists. */
export function PlayDeleteActions({ name, canPlay, isReadOnly, onPlay, onDelete }: PlayDeleteActionsProps) {
  const t = useAssetMessage();
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={!canPlay}
        aria-label={t('assetList.play', { name })}
        onPress={onPlay}
      >
        {t('assetList.playShort')}
      </Button>
      {isReadOnly ? null : (
        <Button variant="danger" size="small" aria-label={t('assetList.delete', { name })} onPress={onDelete}>
          {t('assetList.deleteShort')}
        </Button>
      )}
    </div>
  );
}

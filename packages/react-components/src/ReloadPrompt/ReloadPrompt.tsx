import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './ReloadPrompt.css.ts';

/** Props of {@link ReloadPrompt}. */
export interface ReloadPromptProps {
  /** The application's name, shown in the messages. */
  appName: string;
  /** The app is cached and works offline. */
  offlineReady: boolean;
  /** A new version is waiting; shows the Reload button. */
  needRefresh: boolean;
  /** Installs the new version (e.g. the service worker's `updateServiceWorker(true)`). */
  onUpdate: () => void | Promise<void>;
  /** Called by Close: the owner clears both `offlineReady` and `needRefresh`. */
  onClose: () => void;
}

/**
 * Spec §2: a card sliding in from the bottom, announced as an alert, telling the user the app works
 * offline or that a new version is ready. Nothing renders while both flags are false.
 */
export function ReloadPrompt({ appName, offlineReady, needRefresh, onUpdate, onClose }: ReloadPromptProps) {
  const t = useMessage();
  const [isUpdating, setUpdating] = useState(false);
  if (!offlineReady && !needRefresh) return null;

  const update = async () => {
    setUpdating(true);
    try {
      await onUpdate();
    } finally {
      setUpdating(false);
    }
  };

  return (
    <div role="alert" className={styles.card} data-state={needRefresh ? 'need-refresh' : 'offline-ready'}>
      <p className={styles.message}>
        {needRefresh
          ? t('reloadPrompt.needRefresh', { appName })
          : t('reloadPrompt.offlineReady', { appName })}
      </p>
      <div className={styles.actions}>
        {needRefresh ? (
          <Button variant="primary" isPending={isUpdating} onPress={update}>
            {t('reloadPrompt.reload')}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onClose}>
          {t('reloadPrompt.close')}
        </Button>
      </div>
    </div>
  );
}

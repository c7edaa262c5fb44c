import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './Toasts.css.ts';
import type { ToastController } from './toastQueue.ts';

/** Props of {@link Toasts}. */
export interface ToastsProps {
  /** The queue to show, from {@link createToastQueue}. */
  toasts: ToastController;
}

/** The toast region at the bottom right (spec §9); each toast is announced as an alert. */
export function Toasts({ toasts }: ToastsProps) {
  const t = useMessage();
  return (
    <ToastRegion queue={toasts.queue} className={styles.region} aria-label={t('toast.region')}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast[toast.content.kind]} data-kind={toast.content.kind}>
          <ToastContent className={styles.content}>
            {/* A toast is an alertdialog and needs a name: its title, or else its message. */}
            {toast.content.title ? (
              <>
                <Text slot="title" className={styles.title}>
                  {toast.content.title}
                </Text>
                <Text slot="description">{toast.content.message}</Text>
              </>
            ) : (
              <Text slot="title">{toast.content.message}</Text>
            )}
          </ToastContent>
          {toast.content.action ? (
            <Button
              className={styles.action}
              onPress={() => {
                toast.content.action?.onAction();
                toasts.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          ) : null}
          <Button slot="close" aria-label={t('toast.dismiss')} className={styles.close}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}

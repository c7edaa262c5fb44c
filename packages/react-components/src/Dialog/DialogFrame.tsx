import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import { fieldButton } from '../theme/field.css.ts';
import { modal, modalOverlay } from '../theme/overlay.css.ts';
import * as styles from './Dialog.css.ts';
import type { DialogProps } from './Dialog.tsx';

/** The modal of {@link Dialog}, loaded the first time a dialog opens. */
export function DialogFrame({
  title,
  children,
  footer,
  role,
  className,
  isDismissable = true,
  ...props
}: DialogProps) {
  const t = useMessage();
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={modalOverlay}>
      <Modal className={modal}>
        <AriaDialog role={role ?? 'dialog'} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.heading}>
              {title}
            </Heading>
            <Button slot="close" className={fieldButton} aria-label={t('dialog.close')}>
              ×
            </Button>
          </div>
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Button,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import { fieldButton } from '../theme/field.css.ts';
import { modal, modalOverlay } from '../theme/overlay.css.ts';
import * as styles from './Dialog.css.ts';

export { DialogTrigger } from 'react-aria-components';

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading, which also names the dialog for screen readers. */
  title: string;
  /**
   * The body.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Buttons along the bottom. Without them, the dialog has no footer.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * The dialog's role; `alertdialog` for questions that interrupt.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * An extra class on the dialog.
   * @default undefined
   */
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and (unless `isDismissable` is false)
 * a click outside close it. Open it with a `DialogTrigger` or control `isOpen`/`onOpenChange`.
 */
export function Dialog({
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

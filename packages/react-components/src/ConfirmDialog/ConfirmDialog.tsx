import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { useMessage } from '../i18n/useMessage.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this creative?'. */
  title: string;
  /**
   * What happens if the user confirms.
   * @default undefined
   */
  children?: ReactNode;
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with `false` when the user cancels or the action finished. */
  onOpenChange: (isOpen: boolean) => void;
  /** The action; the confirm button shows a pending state until its promise settles. */
  onConfirm: () => void | Promise<void>;
  /**
   * The confirm button's text.
   * @default the translated 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Styles the confirm button as destructive.
   * @default false
   */
  isDestructive?: boolean;
}

/** Asks before an action, announced as an alert dialog; closes once the action succeeded. */
export function ConfirmDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  onConfirm,
  confirmLabel,
  isDestructive = false,
}: ConfirmDialogProps) {
  const t = useMessage();
  const [isPending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {t('confirmDialog.cancel')}
          </Button>
          <Button variant={isDestructive ? 'danger' : 'primary'} isPending={isPending} onPress={confirm}>
            {confirmLabel ?? t('confirmDialog.confirm')}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

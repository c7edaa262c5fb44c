import type { ReactNode } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';

/** Props of {@link DeleteConfirmDialog}. */
export interface DeleteConfirmDialogProps<T> {
  /** The item to delete; the dialog is open while there is one. */
  item: T | null;
  /** Called when the dialog closes, cancelled or done: forget the item. */
  onClose: () => void;
  /** Deletes the item; the dialog closes once its promise settles without throwing. */
  onDelete: (item: T) => void | Promise<void>;
  /** The question, e.g. 'Delete “Spring promo”?'. */
  title: string;
  /** The destructive button's text. */
  confirmLabel: string;
  /** What deleting does. */
  children: ReactNode;
}

/** Asks before deleting one item of a list, with a destructive confirm button. */
export function DeleteConfirmDialog<T>({
  item,
  onClose,
  onDelete,
  title,
  confirmLabel,
  children,
}: DeleteConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      title={title}
      isOpen={item !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      onConfirm={() => (item === null ? undefined : onDelete(item))}
      confirmLabel={confirmLabel}
      isDestructive
    >
      {children}
    </ConfirmDialog>
  );
}

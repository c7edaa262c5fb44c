import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';

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

// The modal's code (React Aria's overlay, focus trap and scroll lock) loads the first time a dialog opens.
const DialogFrame = lazy(() =>
  import('./DialogFrame.tsx').then((module) => ({ default: module.DialogFrame })),
);

/**
 * A modal dialog: focus moves in and is trapped, Escape and (unless `isDismissable` is false)
 * a click outside close it. Open it with a `DialogTrigger` or control `isOpen`/`onOpenChange`.
 * A controlled dialog that has never been open renders nothing and loads its code when it first
 * opens; from then on it stays mounted, so it can close with its exit transition.
 */
export function Dialog(props: DialogProps) {
  const [hasOpened, setHasOpened] = useState(false);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  const isControlled = props.isOpen !== undefined;
  if (isControlled && !props.isOpen && !hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  );
}

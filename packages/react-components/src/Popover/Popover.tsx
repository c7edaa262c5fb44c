import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  type PopoverRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { popover } from '../theme/overlay.css.ts';

/** Props of {@link Popover}. */
export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /**
   * The content; it is wrapped in a non-modal dialog, so give the popover an `aria-label`.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Names the popover's dialog for screen readers.
   * @default undefined
   */
  'aria-label'?: string;
}

/**
 * A floating panel anchored to its trigger (use it inside a `DialogTrigger`); `data-placement`
 * tells the side it opened on.
 */
export function Popover({ className, children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className={composeClassName<PopoverRenderProps>(popover, className)}>
      <Dialog aria-label={ariaLabel} style={{ outline: 'none' }}>
        {children}
      </Dialog>
    </AriaPopover>
  );
}

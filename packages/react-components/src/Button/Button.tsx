import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type ButtonRenderProps,
  composeRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { type ButtonVariants, button, spinner } from './Button.css.ts';

/** Props of {@link Button}: React Aria's button props and our variants. */
export interface ButtonProps extends AriaButtonProps {
  /**
   * The look of the button.
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * The size of the button.
   * @default 'medium'
   */
  size?: ButtonVariants['size'];
}

/**
 * A button. State shows as data attributes (`data-pressed`, `data-hovered`, `data-focus-visible`,
 * `data-disabled`, `data-pending`); `isPending` shows a spinner and keeps the button focusable.
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant ?? 'primary'}
      className={composeClassName<ButtonRenderProps>(button({ variant, size }), className)}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <span aria-hidden="true" className={spinner} /> : null}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
  type CheckboxRenderProps,
  composeRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as styles from './Checkbox.css.ts';

/** Props of {@link Checkbox}: React Aria's checkbox props. */
export type CheckboxProps = AriaCheckboxProps;

/** A checkbox with its label; `data-selected`, `data-indeterminate`, `data-invalid` sit on the root. */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={composeClassName<CheckboxRenderProps>(styles.checkbox, className)}>
      {composeRenderProps(children, (content, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected || isIndeterminate ? (
              <svg viewBox="0 0 12 12" className={styles.mark} strokeWidth={2} aria-hidden="true">
                {isIndeterminate ? <path d="M2 6h8" /> : <path d="M2 6.5l2.5 2.5L10 3.5" />}
              </svg>
            ) : null}
          </span>
          {content}
        </>
      ))}
    </AriaCheckbox>
  );
}

import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import * as styles from '../theme/field.css.ts';

/** The label, help and error a field shows around its control. */
export interface FieldFrameProps {
  /**
   * The visible label. Without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help shown below the control.
   * @default undefined
   */
  description?: string;
  /**
   * The error shown when the field is invalid; a function receives the validation result. Without it, the
   * validation errors show as they are.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A field's label above its control, its help and error below. It renders no element of its own:
 * it sits inside a React Aria field, which links the label, help and error to the control.
 */
export function FieldFrame({
  label,
  description,
  errorMessage,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <>
      {label ? <Label className={styles.label}>{label}</Label> : null}
      {children}
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </>
  );
}

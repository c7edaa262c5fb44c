import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
  type TextFieldRenderProps,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as styles from '../theme/field.css.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps extends AriaTextFieldProps {
  /**
   * The visible label. Without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help shown below the input.
   * @default undefined
   */
  description?: string;
  /**
   * The error shown when the field is invalid; a function receives the validation result. Without it, the
   * validation errors show as they are.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * Shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
}

/** A labelled text input; `data-invalid`, `data-disabled`, `data-readonly` sit on the root and the input. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={composeClassName<TextFieldRenderProps>(styles.field, className)}>
      {label ? <Label className={styles.label}>{label}</Label> : null}
      <Input className={styles.input} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}

import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  type TextFieldRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import * as styles from '../theme/field.css.ts';

/** Props of {@link TextField}. */
export interface TextFieldProps extends AriaTextFieldProps, FieldFrameProps {
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
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Input className={styles.input} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}

import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import * as field from '../theme/field.css.ts';
import * as styles from './AudioGenerator.css.ts';

/** Props of {@link ScriptField}. */
export interface ScriptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
}

/** A labelled, multi-line text field for a script or a brief. */
export function ScriptField({ label, value, onChange, errorMessage, isReadOnly = false }: ScriptFieldProps) {
  return (
    <TextField
      className={field.field}
      value={value}
      onChange={onChange}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={field.label}>{label}</Label>
      <TextArea className={`${field.input} ${styles.textArea}`} />
      <FieldError className={field.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

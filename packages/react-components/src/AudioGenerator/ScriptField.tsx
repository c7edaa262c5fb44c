import type { ReactNode } from 'react';
import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';
import * as field from '../theme/field.css.ts';
import * as styles from './AudioGenerator.css.ts';

/** Props of {@link ScriptField}. */
export interface ScriptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isReadOnly?: boolean;
  /** A line under the field, read with it (e.g. the word count against the spot's length). */
  description?: ReactNode;
}

/** A labelled, multi-line text field for a script or a brief, with an optional description under it. */
export function ScriptField({
  label,
  value,
  onChange,
  errorMessage,
  isReadOnly = false,
  description,
}: ScriptFieldProps) {
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
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.fieldError}>{errorMessage}</FieldError>
    </TextField>
  );
}

import type { ReactElement } from 'react';
import {
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  useController,
} from 'react-hook-form';
import { useValidationText } from '../i18n/useValidationText.ts';

/** What a field component needs to show and change one field of a form. */
export interface FieldBinding<TValue> {
  value: TValue;
  onChange: (value: TValue) => void;
  onBlur: () => void;
  isInvalid: boolean;
  /** The field's error as text, or undefined while it has none. */
  errorMessage: string | undefined;
}

/** Props of {@link FormField}. */
export interface FormFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TSubmitted = TValues,
> {
  /** The `control` of the form, from `useForm`. */
  control: Control<TValues, unknown, TSubmitted>;
  /** The field of the form the component edits. */
  name: TName;
  /** Renders the field component from the field's value, handlers and translated error. */
  render: (field: FieldBinding<FieldPathValue<TValues, TName>>) => ReactElement;
}

/**
 * Binds any field component to a field of a react-hook-form form: its value and handlers, and its
 * error, a validation message key, as text.
 */
export function FormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TSubmitted = TValues,
>({ control, name, render }: FormFieldProps<TValues, TName, TSubmitted>) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name });
  return render({
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    isInvalid: fieldState.invalid,
    errorMessage: validationText(fieldState.error?.message),
  });
}

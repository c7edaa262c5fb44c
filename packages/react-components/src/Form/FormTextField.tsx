import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useValidationText } from '../i18n/useValidationText.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

/** What a text field of the form may hold; a missing or `null` value shows as empty text. */
type TextValue = string | null | undefined;

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, TextValue>,
  TTransformedValues = TFieldValues,
> extends Omit<
    TextFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'validate'
  > {
  /** The `control` of the form, from `useForm`. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** The text field of the form the input edits, e.g. `'name'` or `` `members.${index}.email` ``. */
  name: TName;
  /**
   * Rewrites what is typed before the form stores it, e.g. upper-casing a country code.
   * @default the text as typed
   */
  normalize?: (value: string) => string;
}

/**
 * A {@link TextField} bound to a text field of a react-hook-form form: it shows the field's value,
 * reports changes and blurs, and shows the field's error, a validation message key, as text.
 */
export function FormTextField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, TextValue>,
  TTransformedValues = TFieldValues,
>({ control, name, normalize, ...props }: FormTextFieldProps<TFieldValues, TName, TTransformedValues>) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      // `name` only accepts text fields, which TypeScript does not carry over to the value's type.
      value={(field.value as TextValue) ?? ''}
      onChange={normalize ? (value) => field.onChange(normalize(value)) : field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={validationText(fieldState.error?.message)}
    />
  );
}

import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField.tsx';

/** Props of {@link FormNameField}. */
export interface FormNameFieldProps<TValues extends FieldValues & { name: string }, TSubmitted> {
  /** The `control` of a form whose values have a `name`, from `useForm`. */
  control: Control<TValues, unknown, TSubmitted>;
  /** The field's label, e.g. 'Name'. */
  label: string;
  /** Shows the name without letting it change. */
  isReadOnly: boolean;
}

/** The required name of the entity a form creates or edits, bound to the form's `name` field. */
export function FormNameField<TValues extends FieldValues & { name: string }, TSubmitted>({
  control,
  label,
  isReadOnly,
}: FormNameFieldProps<TValues, TSubmitted>) {
  return (
    <FormTextField
      control={control}
      // `TValues` has a text `name`, which TypeScript does not carry over to the path's type.
      name={'name' as FieldPathByValue<TValues, string | null | undefined>}
      label={label}
      isRequired
      isReadOnly={isReadOnly}
    />
  );
}

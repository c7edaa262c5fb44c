import type { Key } from 'react-aria-components';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { useValidationText } from '../i18n/useValidationText.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { Select, type SelectProps } from '../Select/Select.tsx';

/** One choice of a {@link FormSelect}. */
export interface FormSelectOption {
  /** What the form stores when the option is chosen. */
  id: Key;
  /** The option's visible text. */
  name: string;
}

/** Props of {@link FormSelect}. */
export interface FormSelectProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, Key | null>,
  TTransformedValues = TFieldValues,
> extends Omit<
    SelectProps<FormSelectOption>,
    | 'name'
    | 'items'
    | 'children'
    | 'selectionMode'
    | 'selectedKey'
    | 'defaultSelectedKey'
    | 'onSelectionChange'
    | 'value'
    | 'defaultValue'
    | 'onChange'
    | 'onBlur'
    | 'isInvalid'
    | 'errorMessage'
    | 'validate'
  > {
  /** The `control` of the form, from `useForm`. */
  control: Control<TFieldValues, unknown, TTransformedValues>;
  /** The field of the form the choice sets, e.g. `'type'` or `` `members.${index}.user_role` ``. */
  name: TName;
  /** The choices, in the order shown. */
  options: Iterable<FormSelectOption>;
  /**
   * The option standing for no value: chosen while the field is `null`, and stored as `null`.
   * @default none; a `null` field shows the placeholder
   */
  nullKey?: Key;
}

/**
 * A {@link Select} bound to a field of a react-hook-form form: it shows the field's choice among
 * `options`, stores the chosen option's id, and shows the field's error, a validation message key, as text.
 */
export function FormSelect<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, Key | null>,
  TTransformedValues = TFieldValues,
>({ control, name, options, nullKey, ...props }: FormSelectProps<TFieldValues, TName, TTransformedValues>) {
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control, name });
  // `name` only accepts fields holding a key, which TypeScript does not carry over to the value's type.
  const value = field.value as Key | null;
  return (
    <Select
      {...props}
      items={options}
      selectedKey={value === null && nullKey !== undefined ? nullKey : value}
      onSelectionChange={(key) => field.onChange(key === nullKey ? null : key)}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={validationText(fieldState.error?.message)}
    >
      {(option) => <ListBoxItem id={option.id}>{option.name}</ListBoxItem>}
    </Select>
  );
}

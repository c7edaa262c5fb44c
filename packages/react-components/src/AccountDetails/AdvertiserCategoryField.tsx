import { useMemo } from 'react';
import type { Control, FieldPath, FieldPathValue, FieldValues } from 'react-hook-form';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { FormField } from '../Form/FormField.tsx';
import { useAccountDetailsMessage } from '../i18n/accountDetails/useAccountDetailsMessage.ts';
import { useContentCategoryLabel } from '../i18n/contentCategories/useContentCategoryLabel.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { categoryOptions } from './advertiserCategories.ts';

/** Props of {@link AdvertiserCategoryField}. */
export interface AdvertiserCategoryFieldProps<
  TValues extends FieldValues & { category: string },
  TSubmitted,
> {
  /** The `control` of a form whose values have a `category`, from `useForm`. */
  control: Control<TValues, unknown, TSubmitted>;
  /** Shows the category without letting it change. */
  isReadOnly: boolean;
}

/**
 * The advertiser's content category, chosen by typing a parent or child name in the provider's locale,
 * bound to the form's `category`.
 */
export function AdvertiserCategoryField<TValues extends FieldValues & { category: string }, TSubmitted>({
  control,
  isReadOnly,
}: AdvertiserCategoryFieldProps<TValues, TSubmitted>) {
  const t = useAccountDetailsMessage();
  const categoryLabel = useContentCategoryLabel();
  const options = useMemo(() => categoryOptions(categoryLabel), [categoryLabel]);
  return (
    <FormField
      control={control}
      // `TValues` has a text `category`, which TypeScript does not carry over to the path's type.
      name={'category' as FieldPath<TValues>}
      render={(field) => (
        <ComboBox
          label={t('accountDetails.advertiser.category')}
          defaultItems={options}
          selectedKey={field.value ? String(field.value) : null}
          onSelectionChange={(key) => {
            if (key !== null) field.onChange(String(key) as FieldPathValue<TValues, FieldPath<TValues>>);
          }}
          isRequired
          isReadOnly={isReadOnly}
          isInvalid={field.isInvalid}
          errorMessage={field.errorMessage}
        >
          {(option) => <ListBoxItem id={option.id}>{option.name}</ListBoxItem>}
        </ComboBox>
      )}
    />
  );
}

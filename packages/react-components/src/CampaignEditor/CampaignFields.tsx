import type { Key } from 'react-aria-components';
import { type FieldPath, useController } from 'react-hook-form';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { ListBoxItem } from '../ListBoxItem/ListBoxItem.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';

type Name = FieldPath<CampaignFormValues>;

interface CampaignFieldProps {
  /** The form field, e.g. `'name'` or `'optimization.attribution_window_days'`. */
  name: Name;
  /** The visible label. */
  label: string;
  /** Help shown below the control. */
  description?: string;
  /** Also disables the field while the editor is editable. */
  isDisabled?: boolean;
}

/** The error of a form field, translated, in the props the primitives take. */
function useFieldError(name: Name) {
  const { fieldState } = useController<CampaignFormValues>({ name });
  const translate = useValidationMessage();
  const key = fieldState.error?.message;
  return key ? { isInvalid: true, errorMessage: translate(key) } : { isInvalid: false };
}

/** A text field of the campaign form. */
export function CampaignTextField({ name, label, description, isDisabled }: CampaignFieldProps) {
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues>({ name });
  const error = useFieldError(name);
  return (
    <TextField
      label={label}
      {...(description ? { description } : {})}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isReadOnly={readOnly}
      isDisabled={isDisabled ?? false}
      validationBehavior="aria"
      {...error}
    />
  );
}

/** A number field of the campaign form; an emptied field holds null. */
export function CampaignNumberField({
  name,
  label,
  description,
  isDisabled,
  minValue,
  maxValue,
}: CampaignFieldProps & { minValue?: number; maxValue?: number }) {
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues>({ name });
  const error = useFieldError(name);
  return (
    <NumberField
      label={label}
      {...(description ? { description } : {})}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : Number.NaN}
      onChange={(value) => field.onChange(Number.isNaN(value) ? null : value)}
      onBlur={field.onBlur}
      isReadOnly={readOnly}
      isDisabled={isDisabled ?? false}
      validationBehavior="aria"
      {...(minValue === undefined ? {} : { minValue })}
      {...(maxValue === undefined ? {} : { maxValue })}
      {...error}
    />
  );
}

/** One option of a {@link CampaignSelectField}. */
export interface CampaignOption {
  value: number;
  label: string;
}

/** A choice among numbered options (campaign type, pacing, billing type). */
export function CampaignSelectField({
  name,
  label,
  description,
  isDisabled,
  options,
}: CampaignFieldProps & { options: readonly CampaignOption[] }) {
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues>({ name });
  const error = useFieldError(name);
  return (
    <Select
      label={label}
      {...(description ? { description } : {})}
      name={field.name}
      items={options.map((option) => ({ id: option.value, label: option.label }))}
      selectedKey={typeof field.value === 'number' ? field.value : null}
      onSelectionChange={(key: Key | null) => field.onChange(key === null ? null : Number(key))}
      onBlur={field.onBlur}
      isDisabled={readOnly || (isDisabled ?? false)}
      validationBehavior="aria"
      {...error}
    >
      {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
    </Select>
  );
}

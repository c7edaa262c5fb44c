import { type FieldPath, get, useController, useFormState } from 'react-hook-form';
import { useValidationMessage } from '../i18n/campaigns/useValidationMessage.ts';
import { TargetingPicker, type TargetingPickerProps } from '../TargetingPicker/TargetingPicker.tsx';
import { useCampaignEditor } from './CampaignEditorContext.ts';
import type { CampaignFormValues } from './campaignFormValues.ts';
import { listErrors } from './listErrors.ts';

/** Props of {@link PickerField}: the picker's, but its value is the form field's. */
export interface PickerFieldProps
  extends Omit<TargetingPickerProps, 'value' | 'onChange' | 'isReadOnly' | 'errorMessage'> {
  /** A list of strings of the campaign form, e.g. `'targeting.players'`. */
  name: FieldPath<CampaignFormValues>;
}

/**
 * A {@link TargetingPicker} over a list field of the campaign form: it stores the chosen ids in the
 * field, shows the field's errors (its own and its entries') and follows the editor's read-only mode.
 */
export function PickerField({ name, ...picker }: PickerFieldProps) {
  const translate = useValidationMessage();
  const { readOnly } = useCampaignEditor();
  const { field } = useController<CampaignFormValues>({ name });
  const { errors } = useFormState<CampaignFormValues>({ name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  const messages = [...new Set(listErrors(get(errors, name)))].map(translate);
  return (
    <TargetingPicker
      {...picker}
      value={value}
      onChange={field.onChange}
      isReadOnly={readOnly}
      {...(messages.length > 0 ? { errorMessage: messages.join(' ') } : {})}
    />
  );
}

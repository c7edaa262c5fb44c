import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** Props of {@link FormActions}. */
export interface FormActionsProps<TValues extends FieldValues, TSubmitted> {
  /** The `control` of the form, from `useForm`. */
  control: Control<TValues, unknown, TSubmitted>;
  /** The row's class, from the screen's styles. */
  className: string;
  /** The submit button's text. */
  submitLabel: string;
  /**
   * The cancel button's text; without it, no cancel button shows.
   * @default no cancel button
   */
  cancelLabel?: string;
  /**
   * Called when cancel is pressed.
   * @default nothing
   */
  onCancel?: () => void;
  /**
   * Refuses to submit, e.g. for a read-only form.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * More buttons, before the submit button.
   * @default none
   */
  children?: ReactNode;
}

/** The buttons under a form's fields: cancel (a secondary button), any others, and submit. */
export function FormActions<TValues extends FieldValues, TSubmitted>({
  control,
  className,
  submitLabel,
  cancelLabel,
  onCancel,
  isDisabled = false,
  children,
}: FormActionsProps<TValues, TSubmitted>) {
  return (
    <div className={className}>
      {cancelLabel ? (
        <Button variant="secondary" onPress={onCancel}>
          {cancelLabel}
        </Button>
      ) : null}
      {children}
      <SubmitButton control={control} isDisabled={isDisabled}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}

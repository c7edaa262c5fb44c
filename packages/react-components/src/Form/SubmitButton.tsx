import type { ReactNode } from 'react';
import { type Control, type FieldValues, useFormState } from 'react-hook-form';
import { Button } from '../Button/Button.tsx';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps<TValues extends FieldValues, TSubmitted> {
  /** The `control` of the form, from `useForm`. */
  control: Control<TValues, unknown, TSubmitted>;
  /**
   * Refuses to submit, e.g. for a read-only form.
   * @default false
   */
  isDisabled?: boolean;
  children: ReactNode;
}

/** The submit button of a react-hook-form form, pending while the form submits. */
export function SubmitButton<TValues extends FieldValues, TSubmitted>({
  control,
  isDisabled = false,
  children,
}: SubmitButtonProps<TValues, TSubmitted>) {
  const { isSubmitting } = useFormState({ control });
  return (
    <Button type="submit" isDisabled={isDisabled} isPending={isSubmitting}>
      {children}
    </Button>
  );
}

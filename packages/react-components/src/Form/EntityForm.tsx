import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { FormProblem } from './FormProblem.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import type { EntityFormState } from './useEntityForm.ts';

/** Props of {@link EntityForm}. */
export interface EntityFormProps<TValues extends FieldValues, TSubmitted> {
  /** The form, from {@link useEntityForm}. */
  entity: EntityFormState<TValues, TSubmitted>;
  /** The screen's title. */
  title: ReactNode;
  /**
   * A line under the title.
   * @default none
   */
  description?: ReactNode;
  /** The submit button's text. */
  submitLabel: string;
  /** Shows the fields without the submit button. */
  isReadOnly: boolean;
  /**
   * Links and buttons in the header before the submit button, e.g. back or delete.
   * @default none
   */
  actions?: ReactNode;
  /** The form's class, from the screen's styles. */
  className: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The chrome of a create/edit screen around its fields: the header with its title, actions and
 * pending submit button, then the form's problem.
 */
export function EntityForm<TValues extends FieldValues, TSubmitted>({
  entity,
  title,
  description,
  submitLabel,
  isReadOnly,
  actions,
  className,
  children,
}: EntityFormProps<TValues, TSubmitted>) {
  const submit = isReadOnly ? null : <SubmitButton control={entity.form.control}>{submitLabel}</SubmitButton>;
  return (
    <form
      onSubmit={entity.onSubmit}
      onFocus={entity.preloadChecks}
      noValidate
      className={className}
      data-readonly={isReadOnly || undefined}
    >
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || submit ? (
            <>
              {actions}
              {submit}
            </>
          ) : null
        }
      />
      <FormProblem problem={entity.problem} />
      {children}
    </form>
  );
}

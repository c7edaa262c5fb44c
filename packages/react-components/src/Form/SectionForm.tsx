import { type ReactNode, useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormProblem } from './FormProblem.tsx';
import type { EntityFormState } from './useEntityForm.ts';

/** Props of {@link SectionForm}. */
export interface SectionFormProps<TValues extends FieldValues, TSubmitted> {
  /** The form, from {@link useEntityForm}. */
  entity: EntityFormState<TValues, TSubmitted>;
  /** The section's heading, which names the form. */
  title: string;
  /** The form's class, from the screen's styles. */
  className: string;
  /** The heading's class, from the screen's styles. */
  titleClassName: string;
  /** What follows the heading: text, fields and actions. The form's problem shows before them. */
  children: ReactNode;
}

/** A form that is one section of a screen, named by its `h2`, with its problem under the heading. */
export function SectionForm<TValues extends FieldValues, TSubmitted>({
  entity,
  title,
  className,
  titleClassName,
  children,
}: SectionFormProps<TValues, TSubmitted>) {
  const titleId = useId();
  return (
    <form
      onSubmit={entity.onSubmit}
      onFocus={entity.preloadChecks}
      noValidate
      className={className}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      <FormProblem problem={entity.problem} />
      {children}
    </form>
  );
}

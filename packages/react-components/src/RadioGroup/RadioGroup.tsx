import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
  FieldError,
  Label,
  type RadioGroupRenderProps,
  type RadioRenderProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './RadioGroup.css.ts';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  /**
   * The visible label of the group. Without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help shown below the options.
   * @default undefined
   */
  description?: string;
  /**
   * The error shown when the group is invalid. Without it, the validation errors show as they are.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /**
   * The {@link Radio} options.
   * @default undefined
   */
  children?: ReactNode;
}

/** A single choice among visible options; arrow keys move between them. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={composeClassName<RadioGroupRenderProps>(fieldStyles.field, className)}
    >
      {label ? <Label className={fieldStyles.label}>{label}</Label> : null}
      <div className={styles.options}>{children}</div>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.fieldError}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}: React Aria's radio props. */
export type RadioProps = AriaRadioProps;

/** One option of a {@link RadioGroup}. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={composeClassName<RadioRenderProps>(styles.radio, className)}>
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {content}
        </>
      ))}
    </AriaRadio>
  );
}

import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  composeRenderProps,
  type RadioGroupRenderProps,
  type RadioRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import * as fieldStyles from '../theme/field.css.ts';
import * as styles from './RadioGroup.css.ts';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldFrameProps {
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
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <div className={styles.options}>{children}</div>
      </FieldFrame>
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

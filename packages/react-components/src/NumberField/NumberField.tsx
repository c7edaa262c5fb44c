import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
  type NumberFieldRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import * as styles from '../theme/field.css.ts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends AriaNumberFieldProps, FieldFrameProps {}

/**
 * A number input with step buttons; values are parsed and shown per the provider's locale
 * (`formatOptions` for currency or percent).
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeClassName<NumberFieldRenderProps>(styles.field, className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={styles.group}>
          <Button slot="decrement" className={styles.fieldButton}>
            −
          </Button>
          <Input className={styles.groupInput} />
          <Button slot="increment" className={styles.fieldButton}>
            +
          </Button>
        </Group>
      </FieldFrame>
    </AriaNumberField>
  );
}

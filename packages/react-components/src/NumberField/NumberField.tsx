import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  FieldError,
  Group,
  Input,
  Label,
  type NumberFieldRenderProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as styles from '../theme/field.css.ts';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends AriaNumberFieldProps {
  /**
   * The visible label. Without one, pass `aria-label`.
   * @default undefined
   */
  label?: string;
  /**
   * Help shown below the input.
   * @default undefined
   */
  description?: string;
  /**
   * The error shown when the field is invalid. Without it, the validation errors show as they are.
   * @default undefined
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

/**
 * A number input with step buttons; values are parsed and shown per the provider's locale
 * (`formatOptions` for currency or percent).
 */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={composeClassName<NumberFieldRenderProps>(styles.field, className)}>
      {label ? <Label className={styles.label}>{label}</Label> : null}
      <Group className={styles.group}>
        <Button slot="decrement" className={styles.fieldButton}>
          −
        </Button>
        <Input className={styles.groupInput} />
        <Button slot="increment" className={styles.fieldButton}>
          +
        </Button>
      </Group>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}

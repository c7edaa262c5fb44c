import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  type ComboBoxRenderProps,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as overlayStyles from '../theme/overlay.css.ts';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'children'>,
    FieldFrameProps {
  /**
   * Shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /** `ListBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A text input that filters a list of suggestions; typing opens the list. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  const t = useMessage();
  return (
    <AriaComboBox {...props} className={composeClassName<ComboBoxRenderProps>(fieldStyles.field, className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={fieldStyles.group}>
          <Input className={fieldStyles.groupInput} placeholder={placeholder} />
          <Button className={fieldStyles.fieldButton} aria-label={t('comboBox.showSuggestions')}>
            ▾
          </Button>
        </Group>
      </FieldFrame>
      <Popover className={overlayStyles.popover}>
        <ListBox className={overlayStyles.list}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

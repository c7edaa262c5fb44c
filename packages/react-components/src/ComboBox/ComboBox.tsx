import type { ReactNode } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  type ComboBoxRenderProps,
  Group,
  Input,
  ListBox,
  type ListBoxProps,
  Popover,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as overlayStyles from '../theme/overlay.css.ts';

/** Whether a {@link ComboBox} picks one suggestion or several. */
export type ComboBoxSelectionMode = 'single' | 'multiple';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object, M extends ComboBoxSelectionMode = 'single'>
  extends Omit<AriaComboBoxProps<T, M>, 'children'>,
    FieldFrameProps {
  /**
   * Shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * What the open list shows when it has no suggestions (with `allowsEmptyCollection`), e.g. "No matches".
   * @default undefined
   */
  renderEmptyState?: ListBoxProps<T>['renderEmptyState'];
  /** `ListBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A text input that filters a list of suggestions; typing opens the list. `selectionMode="multiple"` picks several. */
export function ComboBox<T extends object, M extends ComboBoxSelectionMode = 'single'>({
  label,
  description,
  errorMessage,
  placeholder,
  renderEmptyState,
  children,
  className,
  ...props
}: ComboBoxProps<T, M>) {
  const t = useMessage();
  return (
    <AriaComboBox<T, M>
      {...props}
      className={composeClassName<ComboBoxRenderProps>(fieldStyles.field, className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={fieldStyles.group}>
          <Input className={fieldStyles.groupInput} placeholder={placeholder} />
          <Button className={fieldStyles.fieldButton} aria-label={t('comboBox.showSuggestions')}>
            ▾
          </Button>
        </Group>
      </FieldFrame>
      <Popover className={overlayStyles.popover}>
        <ListBox className={overlayStyles.list} {...(renderEmptyState ? { renderEmptyState } : {})}>
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

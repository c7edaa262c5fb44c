import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  type SelectRenderProps,
  SelectValue,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { FieldFrame, type FieldFrameProps } from '../FieldFrame/FieldFrame.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import * as fieldStyles from '../theme/field.css.ts';
import * as overlayStyles from '../theme/overlay.css.ts';
import * as styles from './Select.css.ts';

/** Props of {@link Select}. */
export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'>, FieldFrameProps {
  /**
   * The options to render with `children`. Without them, `children` are the options themselves.
   * @default undefined
   */
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
}

/** A single choice from a list that opens in a popover; the placeholder is translated. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  placeholder,
  ...props
}: SelectProps<T>) {
  const t = useMessage();
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      className={composeClassName<SelectRenderProps>(fieldStyles.field, className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Button className={styles.trigger}>
          <SelectValue className={styles.value} />
          <span aria-hidden="true">▾</span>
        </Button>
      </FieldFrame>
      <Popover className={overlayStyles.popover}>
        <ListBox items={items} className={overlayStyles.list}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

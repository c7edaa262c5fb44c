import {
  ListBoxItem as AriaListBoxItem,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxItemRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import { item } from '../theme/overlay.css.ts';

/** Props of {@link ListBoxItem}. */
export type ListBoxItemProps<T extends object = object> = AriaListBoxItemProps<T>;

/** An option of a {@link Select} or {@link ComboBox}; `data-selected`, `data-focused` style it. */
export function ListBoxItem<T extends object>({ className, ...props }: ListBoxItemProps<T>) {
  return <AriaListBoxItem {...props} className={composeClassName<ListBoxItemRenderProps>(item, className)} />;
}

import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuItemRenderProps,
  Popover,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';

type MenuRenderProps = Parameters<
  Extract<AriaMenuProps<object>['className'], (...args: never) => unknown>
>[0];

import { item, list, popover } from '../theme/overlay.css.ts';

export { MenuTrigger } from 'react-aria-components';

/** Props of {@link Menu}: React Aria's menu props. */
export type MenuProps<T extends object> = AriaMenuProps<T>;

/** A menu of actions in a popover; place it after its trigger button inside a `MenuTrigger`. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <Popover className={popover}>
      <AriaMenu {...props} className={composeClassName<MenuRenderProps>(list, className)} />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps<T extends object = object> extends AriaMenuItemProps<T> {
  /**
   * Styles the item as destructive (`data-danger`).
   * @default false
   */
  isDanger?: boolean;
}

/** One action of a {@link Menu}; with `href` it navigates through the provider's router. */
export function MenuItem<T extends object>({ className, isDanger = false, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      data-danger={isDanger || undefined}
      className={composeClassName<MenuItemRenderProps>(item, className)}
    />
  );
}

import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabListRenderProps,
  type TabPanelProps,
  type TabPanelRenderProps,
  type TabProps,
  type TabRenderProps,
  type TabsProps,
  type TabsRenderProps,
} from 'react-aria-components';
import { composeClassName } from '../className.ts';
import * as styles from './Tabs.css.ts';

export type { TabListProps, TabPanelProps, TabProps, TabsProps };

/** Tabs: a {@link TabList} of {@link Tab}s and one {@link TabPanel} per tab, linked by `id`. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeClassName<TabsRenderProps>(styles.tabs, className)} />;
}

/** The row (or column) of tabs. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList {...props} className={composeClassName<TabListRenderProps>(styles.tabList, className)} />
  );
}

/** One tab; `data-selected` marks the open one. Give it an `href` for tabs that are routes. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeClassName<TabRenderProps>(styles.tab, className)} />;
}

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} className={composeClassName<TabPanelRenderProps>(styles.tabPanel, className)} />
  );
}

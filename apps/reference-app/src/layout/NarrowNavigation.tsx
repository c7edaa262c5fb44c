import { NavigationDrawer, type NavigationDrawerProps } from '@earshot/react-components';
import * as styles from './layout.css.ts';

/**
 * The header's menu button and the navigation drawer it opens, where the sidebar gives way to them.
 * `AppHeader` loads it on narrow screens only: a modal drawer's code (overlays, focus containment) is
 * of no use beside the sidebar.
 */
export function NarrowNavigation(props: Omit<NavigationDrawerProps, 'media'>) {
  return <NavigationDrawer {...props} media={styles.NARROW} />;
}

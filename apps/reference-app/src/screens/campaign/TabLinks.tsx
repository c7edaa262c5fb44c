import { Link } from '@earshot/react-components';
import * as styles from './campaign.css.ts';

/** Props of {@link TabLinks}. */
export interface TabLinksProps {
  /** The navigation's accessible name. */
  label: string;
  /** Each tab: its path segment, label and address. */
  tabs: readonly { id: string; label: string; href: string }[];
  /** The tab on screen. */
  current: string | undefined;
}

/** Tabs that are routes: each is a link, the current one marked `aria-current="page"`. */
export function TabLinks({ label, tabs, current }: TabLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              href={tab.href}
              className={styles.tab}
              {...(tab.id === current ? { 'aria-current': 'page' as const } : {})}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-aria-components';
import { useMessage } from '../i18n/useMessage.ts';
import * as styles from './NavigationMenu.css.ts';
import { NAVIGATION_SECTIONS, type NavigationSection } from './sections.ts';

/** Props of {@link NavigationMenu}. */
export interface NavigationMenuProps {
  /** The active advertiser's path segment (its domain or uuid); links are `/{advertiser}/{section}`. */
  advertiser: string;
  /**
   * The section on screen, marked `aria-current="page"`. Without it, no section is marked.
   * @default undefined
   */
  currentSection?: NavigationSection;
  /**
   * The sections to show, in order (e.g. without onboarding once it is complete).
   * @default every section
   */
  sections?: readonly NavigationSection[];
  /**
   * Called when the user follows a section's link, e.g. to close the drawer the menu sits in.
   * @default undefined
   */
  onFollow?: (section: NavigationSection) => void;
  /**
   * An extra class on the `nav`.
   * @default undefined
   */
  className?: string;
}

/** The product's main navigation; links go through the provider's `onNavigate`. */
export function NavigationMenu({
  advertiser,
  currentSection,
  sections = NAVIGATION_SECTIONS,
  onFollow,
  className,
}: NavigationMenuProps) {
  const t = useMessage();
  return (
    <nav aria-label={t('navigation.label')} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section}>
            <Link
              href={`/${encodeURIComponent(advertiser)}/${section}`}
              className={styles.link}
              {...(onFollow ? { onPress: () => onFollow(section) } : {})}
              {...(section === currentSection ? { 'aria-current': 'page' as const } : {})}
            >
              {t(`navigation.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Button } from 'react-aria-components';
import { useLoadOnReach } from '../hooks/useLoadOnReach.ts';
import type { SupportedLocale } from '../i18n/catalogues.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './UserMenu.css.ts';

/** The themes a user can choose: one of the two, or whichever their system prefers. */
export type ThemePreference = 'light' | 'dark' | 'system';

/** An action of the {@link UserMenu} besides logging out, e.g. an admin's tools. */
export interface UserMenuAction {
  /** The item's key. */
  id: string;
  /** Its visible text. */
  label: string;
  /** What choosing it does; the menu closes first. */
  onAction: () => void;
}

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  /** Who is signed in: their name on the button (initials on narrow screens) and atop the menu. */
  user: { name: string; email: string };
  /** The languages offered, each named in its own language. */
  locales: readonly { id: SupportedLocale; name: string }[];
  /** The interface's language, checked in the language submenu. */
  locale: SupportedLocale;
  /** Called with the language the user chose. */
  onLocaleChange: (locale: SupportedLocale) => void;
  /** The user's theme, checked in the theme section. */
  themePreference: ThemePreference;
  /** Called with the theme the user chose. */
  onThemePreferenceChange: (preference: ThemePreference) => void;
  /** Logs out. */
  onLogout: () => void;
  /**
   * Actions listed above "Log out".
   * @default none
   */
  actions?: readonly UserMenuAction[];
  /**
   * An extra class on the button.
   * @default undefined
   */
  className?: string;
}

/** Up to two letters standing for the user: their name's initials, else their e-mail's first letter. */
const initialsOf = ({ name, email }: UserMenuProps['user']) =>
  (name.trim() ? name.trim().split(/\s+/).slice(0, 2) : [email])
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();

/**
 * What the menu's button shows: the user's initials and name. Named by its content, "Account: Olivia
 * Owner", so the name seen is the name heard.
 */
export function UserMenuButtonContent({ user }: Pick<UserMenuProps, 'user'>) {
  const t = useMessage();
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user)}
      </span>
      <span className={visuallyHidden}>{t('userMenu.account')} </span>
      <span className={styles.name}>{user.name.trim() || user.email}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}

// The menu's code (React Aria's menus, collections and popover) loads when the user reaches for it.
const loadMenu = () => import('./UserMenuControl.tsx');

/**
 * The signed-in user's menu of an app header: a button with their initials and name, opening a
 * menu with the interface language, the theme (light, dark or the system's), the embedder's own
 * actions and "Log out". Choices are checked items (`menuitemradio`); choosing one closes the menu.
 * Until the user reaches for it, the button is a stand-in of the same look and name (see
 * `useLoadOnReach`).
 */
export function UserMenu(props: UserMenuProps) {
  const { loaded, standInProps, autoFocus, openOnMount } = useLoadOnReach(loadMenu);
  if (loaded) return <loaded.UserMenuControl {...props} autoFocus={autoFocus} openOnMount={openOnMount} />;
  return (
    <Button
      className={[styles.trigger, props.className].filter(Boolean).join(' ')}
      aria-haspopup="true"
      aria-expanded={false}
      {...standInProps}
    >
      <UserMenuButtonContent user={props.user} />
    </Button>
  );
}

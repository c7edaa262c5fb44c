import {
  Menu as AriaMenu,
  Button,
  Header,
  type Key,
  MenuSection,
  MenuTrigger,
  Popover,
  type Selection,
  Separator,
} from 'react-aria-components';
import type { SupportedLocale } from '../i18n/catalogues.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { MenuItem } from '../Menu/Menu.tsx';
import { popover, visuallyHidden } from '../theme/overlay.css.ts';
import * as styles from './UserMenu.css.ts';

/** The themes a user can choose: one of the two, or whichever their system prefers. */
export type ThemePreference = 'light' | 'dark' | 'system';

const THEME_CHOICES = ['light', 'dark', 'system'] as const satisfies readonly ThemePreference[];

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

/** The one key of a single selection. */
const chosen = (selection: Selection): Key | undefined =>
  selection === 'all' ? undefined : selection.values().next().value;

/**
 * The signed-in user's menu of an app header: a button with their initials and name, opening a
 * menu with the interface language, the theme (light, dark or the system's), the embedder's own
 * actions and "Log out". Choices are checked items (`menuitemradio`); choosing one closes the menu.
 */
export function UserMenu({
  user,
  locales,
  locale,
  onLocaleChange,
  themePreference,
  onThemePreferenceChange,
  onLogout,
  actions = [],
  className,
}: UserMenuProps) {
  const t = useMessage();
  const name = user.name.trim() || user.email;
  return (
    <MenuTrigger>
      {/* Named by its content, "Account: Olivia Owner", so the name seen is the name heard. */}
      <Button className={[styles.trigger, className].filter(Boolean).join(' ')}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span className={visuallyHidden}>{t('userMenu.account')} </span>
        <span className={styles.name}>{name}</span>
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover placement="bottom end" className={[popover, styles.panel].join(' ')}>
        <div className={styles.identity}>
          <span className={styles.identityName}>{name}</span>
          {name === user.email ? null : <span className={styles.identityEmail}>{user.email}</span>}
        </div>
        <AriaMenu aria-label={t('userMenu.label')} className={styles.menu}>
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[locale]}
            onSelectionChange={(selection) => {
              const next = locales.find((candidate) => candidate.id === chosen(selection));
              if (next) onLocaleChange(next.id);
            }}
          >
            <Header className={styles.sectionHeader}>{t('userMenu.language')}</Header>
            {locales.map((item) => (
              <MenuItem key={item.id} id={item.id} lang={item.id} textValue={item.name}>
                {({ isSelected }) => <CheckedItem label={item.name} isSelected={isSelected} />}
              </MenuItem>
            ))}
          </MenuSection>
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[themePreference]}
            onSelectionChange={(selection) => {
              const next = THEME_CHOICES.find((choice) => choice === chosen(selection));
              if (next) onThemePreferenceChange(next);
            }}
          >
            <Header className={styles.sectionHeader}>{t('userMenu.theme')}</Header>
            {THEME_CHOICES.map((choice) => (
              <MenuItem key={choice} id={choice} textValue={t(`userMenu.theme.${choice}`)}>
                {({ isSelected }) => (
                  <CheckedItem label={t(`userMenu.theme.${choice}`)} isSelected={isSelected} />
                )}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={styles.separator} />
          <MenuSection>
            {actions.map((action) => (
              <MenuItem key={action.id} id={action.id} onAction={action.onAction}>
                {action.label}
              </MenuItem>
            ))}
            <MenuItem id="logout" onAction={onLogout}>
              {t('userMenu.logout')}
            </MenuItem>
          </MenuSection>
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

/** A choice's text, with a check mark when it is the chosen one. */
function CheckedItem({ label, isSelected }: { label: string; isSelected: boolean }) {
  return (
    <>
      <span className={styles.check} aria-hidden="true">
        {isSelected ? '✓' : ''}
      </span>
      <span className={styles.itemText}>{label}</span>
    </>
  );
}

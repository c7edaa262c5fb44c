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
import { useOpenAfterMount } from '../hooks/useOpenAfterMount.ts';
import { useMessage } from '../i18n/useMessage.ts';
import { MenuItem } from '../Menu/Menu.tsx';
import { popover } from '../theme/overlay.css.ts';
import * as styles from './UserMenu.css.ts';
import { type ThemePreference, UserMenuButtonContent, type UserMenuProps } from './UserMenu.tsx';

const THEME_CHOICES = ['light', 'dark', 'system'] as const satisfies readonly ThemePreference[];

/** The one key of a single selection. */
const chosen = (selection: Selection): Key | undefined =>
  selection === 'all' ? undefined : selection.values().next().value;

/** Props of {@link UserMenuControl}: the menu's, and how it replaces its stand-in. */
export interface UserMenuControlProps extends UserMenuProps {
  /** Focus the button on mount: it replaces the stand-in that had focus. */
  autoFocus: boolean;
  /** Open the menu once the button has focus: the stand-in was pressed before this code arrived. */
  openOnMount: boolean;
}

/** The {@link UserMenu} itself, loaded when the user first reaches for it. */
export function UserMenuControl({
  user,
  locales,
  locale,
  onLocaleChange,
  themePreference,
  onThemePreferenceChange,
  onLogout,
  actions = [],
  className,
  autoFocus,
  openOnMount,
}: UserMenuControlProps) {
  const t = useMessage();
  const name = user.name.trim() || user.email;
  const [isOpen, setOpen] = useOpenAfterMount(openOnMount);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className={[styles.trigger, className].filter(Boolean).join(' ')} autoFocus={autoFocus}>
        <UserMenuButtonContent user={user} />
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

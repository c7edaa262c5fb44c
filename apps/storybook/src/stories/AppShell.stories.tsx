import { NavigationDrawer, type ThemePreference, UserMenu } from '@earshot/react-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { waitForElement } from '../waitForElement.ts';

const LOCALES = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'es', name: 'Español' },
  { id: 'es-MX', name: 'Español (México)' },
  { id: 'fr', name: 'Français' },
  { id: 'zh-CN', name: '中文（简体）' },
] as const;

/** The user menu as a header places it, holding its choices in state as an app would. */
function HeaderUserMenu({ name }: { name: string }) {
  const [locale, setLocale] = useState<(typeof LOCALES)[number]['id']>('en');
  const [theme, setTheme] = useState<ThemePreference>('system');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <UserMenu
        user={{ name, email: 'olivia@acme.example' }}
        locales={LOCALES}
        locale={locale}
        onLocaleChange={setLocale}
        themePreference={theme}
        onThemePreferenceChange={setTheme}
        onLogout={() => {}}
      />
    </div>
  );
}

const meta = {
  title: 'Frame/AppShell',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first button of the story, as a click does. */
const openFirstButton: Story['play'] = async ({ canvasElement }) => {
  (await waitForElement(canvasElement, 'button')).click();
};

/** The user menu closed: the avatar with the user's initials and name. */
export const UserMenuClosed: Story = { render: () => <HeaderUserMenu name="Olivia Owner" /> };
/** Open: language, theme (light, dark, same as system) and log out. */
export const UserMenuOpen: Story = {
  render: () => <HeaderUserMenu name="Olivia Owner" />,
  play: openFirstButton,
};
/** A long name, on a narrow header. */
export const UserMenuLongName: Story = {
  render: () => (
    <div style={{ maxInlineSize: 320 }}>
      <HeaderUserMenu name="Maximiliane Alexandra von Hohenberg-Schwarzenfeld" />
    </div>
  ),
};
/** The menu button of narrow screens. */
export const NavigationDrawerClosed: Story = {
  render: () => <NavigationDrawer advertiser="acme.example" currentSection="campaigns" />,
};
/** The drawer open, the current section marked. */
export const NavigationDrawerOpen: Story = {
  render: () => <NavigationDrawer advertiser="acme.example" currentSection="reporting" />,
  play: openFirstButton,
};

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../../test/renderWithProvider.tsx';
import type { SupportedLocale } from '../i18n/catalogues.ts';
import { type ThemePreference, UserMenu, type UserMenuProps } from './UserMenu.tsx';

const LOCALES = [
  { id: 'en', name: 'English' },
  { id: 'de', name: 'Deutsch' },
  { id: 'fr', name: 'Français' },
] as const satisfies UserMenuProps['locales'];

/** The menu of Olivia Owner, keeping her choices as an app does; `props` override the defaults. */
function OwnerMenu(props: Partial<UserMenuProps>) {
  const [locale, setLocale] = useState<SupportedLocale>('en');
  const [theme, setTheme] = useState<ThemePreference>('system');
  return (
    <UserMenu
      user={{ name: 'Olivia Owner', email: 'owner@example.com' }}
      locales={LOCALES}
      locale={locale}
      onLocaleChange={setLocale}
      themePreference={theme}
      onThemePreferenceChange={setTheme}
      onLogout={() => undefined}
      {...props}
    />
  );
}

const openMenu = async (name = 'Account: Olivia Owner') => {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
};

const checked = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitemradio')
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);

describe('UserMenu', () => {
  it("shows the user's initials and name, and who is signed in atop the menu", async () => {
    renderWithProvider(<OwnerMenu />);
    const button = screen.getByRole('button', { name: 'Account: Olivia Owner' });
    expect(button.textContent).toContain('OO');
    expect(button.textContent).toContain('Olivia Owner');
    await openMenu();
    expect(screen.getByText('owner@example.com')).toBeTruthy();
  });

  it('names a user without a name by their e-mail', () => {
    renderWithProvider(<OwnerMenu user={{ name: ' ', email: 'nina@example.com' }} />);
    const button = screen.getByRole('button', { name: 'Account: nina@example.com' });
    expect(button.textContent).toContain('N');
  });

  it('checks the current language and theme, and switches them', async () => {
    const onLocaleChange = vi.fn();
    renderWithProvider(<OwnerMenu onLocaleChange={onLocaleChange} />);
    let menu = await openMenu();
    expect(checked(menu)).toEqual(['✓English', '✓Same as system']);
    expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('lang')).toBe('de');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(onLocaleChange).toHaveBeenCalledWith('de');
    expect(screen.queryByRole('menu')).toBeNull();

    menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    menu = await openMenu();
    expect(checked(menu)).toEqual(['✓English', '✓Dark']);
  });

  it("runs the embedder's actions and logs out", async () => {
    const onLogout = vi.fn();
    const openTools = vi.fn();
    renderWithProvider(
      <OwnerMenu
        onLogout={onLogout}
        actions={[{ id: 'tools', label: 'Admin tools', onAction: openTools }]}
      />,
    );
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Admin tools' }));
    expect(openTools).toHaveBeenCalledOnce();
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('speaks the provider locale', async () => {
    renderWithProvider(<OwnerMenu />, { locale: 'de' });
    const menu = await openMenu('Konto: Olivia Owner');
    expect(within(menu).getByRole('menuitemradio', { name: 'Wie im System' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeTruthy();
  });

  it('stands in with a button drawn and named like the menu button, until the pointer reaches it', async () => {
    // A fresh copy of the components: the menu's code is not loaded yet in it.
    vi.resetModules();
    const { renderWithProvider: render } = await import('../../test/renderWithProvider.tsx');
    const { UserMenu: Fresh } = await import('./UserMenu.tsx');
    const props: UserMenuProps = {
      user: { name: 'Olivia Owner', email: 'owner@example.com' },
      locales: LOCALES,
      locale: 'en',
      onLocaleChange: () => undefined,
      themePreference: 'system',
      onThemePreferenceChange: () => undefined,
      onLogout: () => undefined,
    };
    const { container } = render(<Fresh {...props} />);
    const standIn = screen.getByRole('button', { name: 'Account: Olivia Owner' });
    const drawn = standIn.outerHTML.replace(/ id="[^"]*"| data-rac=""/g, '');
    await userEvent.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false));
    const button = screen.getByRole('button', { name: 'Account: Olivia Owner' });
    expect(button.getAttribute('aria-expanded')).not.toBe('true');
    const classes = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);
    expect(classes(button.outerHTML)).toEqual(classes(drawn));
    expect(button.textContent).toBe(standIn.textContent);
    expect(container.contains(button)).toBe(true);
  });
});

import { SUPPORTED_LOCALES, UserMenu } from '@earshot/react-components';
import { lazy, Suspense, useState } from 'react';
import { isAdmin } from '../app/currentUser.ts';
import { useLogout } from '../app/useLogout.ts';
import { useSessionState } from '../app/useSessionState.ts';
import { useTheme } from '../app/useTheme.ts';
import { useLocale } from '../i18n/LocaleContext.ts';
import { LOCALE_NAMES } from '../i18n/localeNames.ts';
import { useAppMessage } from '../i18n/useAppMessage.ts';

const locales = SUPPORTED_LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

// Only admins have the tools, and only when they open them: their forms load then.
const AdminToolsDialog = lazy(async () => ({
  default: (await import('../admin/AdminToolsDialog.tsx')).AdminToolsDialog,
}));

/** The header's user menu: language, theme, an admin's tools (not while impersonating) and logout. */
export function AppUserMenu() {
  const t = useAppMessage();
  const state = useSessionState();
  const { locale, setLocale } = useLocale();
  const { preference, setPreference } = useTheme();
  const { logout } = useLogout();
  const [adminToolsOpen, setAdminToolsOpen] = useState(false);
  const { user } = state;
  if (!user) return null;
  const admin = isAdmin(state) && !state.isImpersonating;
  return (
    <>
      <UserMenu
        user={{ name: `${user.first_name} ${user.last_name}`, email: user.email }}
        locales={locales}
        locale={locale}
        onLocaleChange={setLocale}
        themePreference={preference}
        onThemePreferenceChange={setPreference}
        onLogout={logout}
        actions={
          admin
            ? [{ id: 'admin-tools', label: t('header.adminTools'), onAction: () => setAdminToolsOpen(true) }]
            : []
        }
      />
      {admin && adminToolsOpen ? (
        <Suspense fallback={null}>
          <AdminToolsDialog isOpen onOpenChange={setAdminToolsOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

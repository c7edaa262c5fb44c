import { PlatformFrame, type SupportedLocale } from '@earshot/react-components';
import { useTheme } from '../app/useTheme.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { AppIntlProvider } from '../i18n/AppIntlProvider.tsx';
import { useRememberedLocale } from '../i18n/useRememberedLocale.ts';
import * as styles from '../layout/layout.css.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { LoginPage, type LoginPageProps } from '../pages/LoginPage.tsx';
import { AppReloadPrompt } from '../pwa/AppReloadPrompt.tsx';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import type { LoginLinks } from './loginLinks.ts';

/** Props of {@link LoginApp}. */
export interface LoginAppProps {
  config: AppConfig;
  /** The language to start in; the page's language links change it. */
  locale: SupportedLocale;
  loginLinks: LoginLinks;
}

/**
 * The login page started on its own: the app's frame in the user's theme, messages, title and service
 * worker, without the router, the session, the query cache and the toasts the rest of the app needs.
 */
export function LoginApp({ config, locale: initialLocale, loginLinks }: LoginAppProps) {
  const { locale, setLocale } = useRememberedLocale(initialLocale);
  const { theme } = useTheme();
  return (
    <PlatformFrame locale={locale} appearance={{ theme }}>
      <AppIntlProvider>
        <LoginShell config={config} loginLinks={loginLinks} locale={locale} onLocaleChange={setLocale} />
        <AppReloadPrompt />
      </AppIntlProvider>
    </PlatformFrame>
  );
}

function LoginShell(props: LoginPageProps) {
  usePageTitle(LOGIN_HANDLE.title);
  return (
    <div className={styles.shell}>
      <LoginPage {...props} />
    </div>
  );
}

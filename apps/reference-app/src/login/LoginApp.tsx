import { PlatformFrame, type SupportedLocale } from '@earshot/react-components';
import type { AppConfig } from '../config/appConfig.ts';
import { AppIntlProvider } from '../i18n/AppIntlProvider.tsx';
import * as styles from '../layout/layout.css.ts';
import { usePageTitle } from '../layout/usePageTitle.ts';
import { LoginPage } from '../pages/LoginPage.tsx';
import { AppReloadPrompt } from '../pwa/AppReloadPrompt.tsx';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import type { LoginLinks } from './loginLinks.ts';

/** Props of {@link LoginApp}. */
export interface LoginAppProps {
  config: AppConfig;
  locale: SupportedLocale;
  loginLinks: LoginLinks;
}

/**
 * The login page started on its own: the app's frame, messages, title and service worker, without
 * the router, the session, the query cache and the toasts the rest of the app needs.
 */
export function LoginApp({ config, locale, loginLinks }: LoginAppProps) {
  return (
    <PlatformFrame locale={locale}>
      <AppIntlProvider>
        <LoginShell config={config} loginLinks={loginLinks} />
        <AppReloadPrompt />
      </AppIntlProvider>
    </PlatformFrame>
  );
}

function LoginShell({ config, loginLinks }: Pick<LoginAppProps, 'config' | 'loginLinks'>) {
  usePageTitle(LOGIN_HANDLE.title);
  return (
    <div className={styles.shell}>
      <LoginPage config={config} loginLinks={loginLinks} />
    </div>
  );
}

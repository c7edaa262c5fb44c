import { type SupportedLocale, ThemeRoot } from '@earshot/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTheme } from '../app/useTheme.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { useRememberedLocale } from '../i18n/useRememberedLocale.ts';
import { documentTitle } from '../layout/documentTitle.ts';
import * as styles from '../layout/layout.css.ts';
import { LoginPage } from '../pages/LoginPage.tsx';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import { LoginReloadPrompt } from './LoginReloadPrompt.tsx';
import { createLoginLinks } from './loginLinks.ts';
import { useLoginMessage } from './useLoginMessage.ts';

/** What of the run-time configuration the login page shows. */
export type LoginConfig = Pick<AppConfig, 'apiUrl' | 'sandbox'>;

/** Props of {@link LoginApp}. */
export interface LoginAppProps {
  /** The configuration to render with at first: the prerendered page's, or the loaded one. */
  config: LoginConfig;
  /**
   * The run-time configuration still loading, which replaces `config` once there.
   * @default undefined
   */
  pendingConfig?: Promise<LoginConfig>;
  /** The language to start in; the page's language links change it. */
  locale: SupportedLocale;
}

/**
 * The login page started on its own: in the user's theme, with its messages, title and service
 * worker prompt, without the router, the session, the query cache, React Aria and react-intl the
 * rest of the app needs. It renders the same at build time (`renderLoginPage`) as when it hydrates.
 */
export function LoginApp({ config: initialConfig, pendingConfig, locale: initialLocale }: LoginAppProps) {
  const [config, setConfig] = useState(initialConfig);
  useEffect(() => {
    let current = true;
    void pendingConfig?.then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, [pendingConfig]);
  const { locale, setLocale } = useRememberedLocale(initialLocale);
  const { theme } = useTheme();
  const { locale: shown, t } = useLoginMessage(locale);
  const loginLinks = useMemo(() => createLoginLinks(config.apiUrl), [config.apiUrl]);
  useEffect(() => {
    document.title = documentTitle(t('app.name'), [t(LOGIN_HANDLE.title)]);
  }, [t]);
  return (
    <ThemeRoot appearance={{ theme }} lang={shown} className={styles.shell}>
      <LoginPage
        config={{ apiUrl: config.apiUrl, sandbox: config.sandbox }}
        loginLinks={loginLinks}
        locale={locale}
        onLocaleChange={setLocale}
      />
      <LoginReloadPrompt locale={locale} theme={theme} />
    </ThemeRoot>
  );
}

import { useMemo } from 'react';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useLocale } from '../i18n/LocaleContext.ts';
import { LoginPage } from '../pages/LoginPage.tsx';
import { createLoginLinks } from './loginLinks.ts';

/** The login page inside the app, where a logout or a redirect brings a visitor. */
export function LoginRoute() {
  const { config } = useAppServices();
  const { locale, setLocale } = useLocale();
  const loginLinks = useMemo(() => createLoginLinks(config.apiUrl), [config.apiUrl]);
  return <LoginPage config={config} loginLinks={loginLinks} locale={locale} onLocaleChange={setLocale} />;
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../app/AppServicesContext.ts';
import { useLocale } from '../i18n/LocaleContext.ts';
import { LoginPage, type LoginPageProps } from '../pages/LoginPage.tsx';
import { createLoginLinks } from './loginLinks.ts';

/** The login page inside the app, where a logout or a redirect brings a visitor; also the start of a signup. */
export function LoginRoute({ mode = 'login' }: Pick<LoginPageProps, 'mode'>) {
  const { config } = useAppServices();
  const { locale, setLocale } = useLocale();
  const navigate = useNavigate();
  const loginLinks = useMemo(() => createLoginLinks(config.apiUrl), [config.apiUrl]);
  return (
    <LoginPage
      config={config}
      loginLinks={loginLinks}
      locale={locale}
      onLocaleChange={setLocale}
      mode={mode}
      onNavigate={(path) => void navigate(path)}
    />
  );
}

import { loadCatalogue } from '@earshot/react-components';
import { createAnalytics } from '@earshot/sdk-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '../config/loadAppConfig.ts';
import { loadAppMessages } from '../i18n/appCatalogues.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { LOGIN_PATH } from '../router/paths.ts';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import { LoginApp } from './LoginApp.tsx';
import { createLoginLinks } from './loginLinks.ts';

/** Starts the login page on its own in `root`, and records its page view. */
export async function startLoginPage(root: HTMLElement) {
  const locale = initialLocale();
  const [config] = await Promise.all([
    loadAppConfig(),
    loadAppMessages(locale).catch(() => null),
    locale === 'en' ? null : loadCatalogue(locale).catch(() => null),
  ]);
  document.documentElement.lang = locale;
  const analytics = createAnalytics({
    options: { writeKey: config.analyticsWriteKey, dataPlaneUrl: config.analyticsDataPlaneUrl },
  });
  void analytics.page(LOGIN_HANDLE.name, { path: LOGIN_PATH, referrer: null });
  createRoot(root).render(
    <StrictMode>
      <LoginApp config={config} locale={locale} loginLinks={createLoginLinks(config.apiUrl)} />
    </StrictMode>,
  );
}

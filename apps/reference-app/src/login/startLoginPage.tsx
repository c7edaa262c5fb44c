import { createAnalytics } from '@earshot/sdk-core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadStartup } from '../app/loadStartup.ts';
import { LOGIN_PATH } from '../router/paths.ts';
import { LOGIN_HANDLE } from '../router/routeHandle.ts';
import { LoginApp } from './LoginApp.tsx';
import { createLoginLinks } from './loginLinks.ts';

/** Starts the login page on its own in `root`, and records its page view. */
export async function startLoginPage(root: HTMLElement) {
  const { config, locale } = await loadStartup();
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

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentTheme, PRERENDERED_THEME } from '../app/useTheme.ts';
import type { AppConfig } from '../config/appConfig.ts';
import { loadAppConfig } from '../config/loadAppConfig.ts';
import { loadAppMessages } from '../i18n/appCatalogues.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { logCatalogueFailure } from '../i18n/logCatalogueFailure.ts';
import { afterFirstPaint } from '../prerender/afterFirstPaint.ts';
import type { PrerenderedPage } from '../prerender/prerenderedPage.ts';
import { registerServiceWorker } from '../pwa/registerServiceWorker.ts';
import { LoginApp } from './LoginApp.tsx';

/** The analytics facade loads only where a write key says analytics are wanted. */
function recordPageView(config: AppConfig): void {
  if (!config.analyticsWriteKey) return;
  void import('./loginPageView.ts').then(({ recordLoginPageView }) => recordLoginPageView(config));
}

/**
 * Starts the login page on its own in `root`. Its prerendered HTML (English, light) hydrates once
 * painted, without waiting for the run-time configuration; a visitor in another language or theme
 * gets the page rendered afresh in theirs, once its messages are there.
 */
export async function startLoginPage(root: HTMLElement, prerendered: PrerenderedPage | null) {
  registerServiceWorker();
  const locale = initialLocale();
  const config = loadAppConfig();
  void config.then(recordPageView);
  if (prerendered?.name === 'login' && locale === 'en' && currentTheme() === PRERENDERED_THEME.theme) {
    await afterFirstPaint();
    hydrateRoot(
      root,
      <StrictMode>
        <LoginApp config={prerendered.config} pendingConfig={config} locale={locale} />
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.error('The prerendered login page differs from its first render', error),
      },
    );
    return;
  }
  const [loaded] = await Promise.all([config, loadAppMessages(locale).catch(logCatalogueFailure(locale))]);
  createRoot(root).render(
    <StrictMode>
      <LoginApp config={loaded} locale={locale} />
    </StrictMode>,
  );
}

import { loadCatalogue } from '@earshot/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '../config/loadAppConfig.ts';
import { loadAppMessages } from '../i18n/appCatalogues.ts';
import { initialLocale } from '../i18n/localeStore.ts';
import { createAppRouter } from '../router/createAppRouter.tsx';
import { App } from './App.tsx';
import { createAppServices } from './createAppServices.ts';

/** Starts the whole app in `root`: configuration, services, router. */
export async function startApp(root: HTMLElement) {
  // The remembered language's messages load beside the configuration, so the first page speaks it.
  // English needs none of the components' catalogue to start: its screens load it with their code.
  const locale = initialLocale();
  const [config] = await Promise.all([
    loadAppConfig(),
    loadAppMessages(locale).catch(() => null),
    locale === 'en' ? null : loadCatalogue(locale).catch(() => null),
  ]);
  const services = createAppServices(config);
  const router = createAppRouter(services);
  services.navigator.attach((to, { replace }) => {
    void router.navigate(to, { replace });
  });
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

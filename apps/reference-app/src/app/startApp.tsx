import { loadCatalogue } from '@earshot/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createAppServices } from './app/createAppServices.ts';
import { loadAppConfig } from './config/loadAppConfig.ts';
import { loadAppMessages } from './i18n/appCatalogues.ts';
import { initialLocale } from './i18n/localeStore.ts';
import { createAppRouter } from './router/createAppRouter.tsx';

async function start() {
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
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

void start();

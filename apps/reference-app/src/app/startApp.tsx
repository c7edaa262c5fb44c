import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../pwa/registerServiceWorker.ts';
import { createAppRouter } from '../router/createAppRouter.tsx';
import { App } from './App.tsx';
import { createAppServices } from './createAppServices.ts';
import { loadStartup } from './loadStartup.ts';

/** Starts the whole app in `root`: configuration, services, router. */
export async function startApp(root: HTMLElement) {
  registerServiceWorker();
  const { config } = await loadStartup();
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

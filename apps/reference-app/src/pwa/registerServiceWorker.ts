import { registerSW } from 'virtual:pwa-register';
import { serviceWorkerEvents } from './serviceWorkerStore.ts';

let registered = false;

/**
 * Registers the service worker (/sw.js, scope /) once the page has loaded, and reports what it says
 * to `useServiceWorker`. Called once per page, by whichever start the page takes.
 */
export function registerServiceWorker(): void {
  if (registered) return;
  registered = true;
  const update = registerSW({
    onOfflineReady: serviceWorkerEvents.offlineReady,
    onNeedRefresh: serviceWorkerEvents.needRefresh,
    onRegisterError: (error) => console.error('Service worker registration failed', error),
  });
  serviceWorkerEvents.onActivate(() => void update(true));
}

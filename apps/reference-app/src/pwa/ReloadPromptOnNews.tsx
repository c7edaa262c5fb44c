import { lazy, Suspense } from 'react';
import { useServiceWorkerNews } from './useServiceWorkerNews.ts';

const AppReloadPrompt = lazy(async () => ({
  default: (await import('./AppReloadPrompt.tsx')).AppReloadPrompt,
}));

/** The app's reload prompt, loaded only once the service worker has something to say. */
export function ReloadPromptOnNews() {
  return useServiceWorkerNews() ? (
    <Suspense fallback={null}>
      <AppReloadPrompt />
    </Suspense>
  ) : null;
}
